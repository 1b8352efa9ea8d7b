/**
 * The --faults spec: comma-separated `name=value` entries, each optional.
 *
 *   html=P          answer an HTML 502 or 503 page instead of running the request (nothing changes)
 *   drop=P          run the request, commit, then destroy the socket before any response byte
 *   reset=P         destroy the socket before running the request (nothing changes)
 *   latency=A-B     wait a uniformly random A..B ms before every request
 *   latency=P:A-B   the same, for a fraction P of requests
 *   burst429=PxN    with probability P start a burst: this and the next N-1 requests get 429
 *   seed=S          seed of the fault generator (an integer); --fault-seed overrides it
 *
 * P is a probability from 0 to 1. Example:
 *   html=0.05,drop=0.05,reset=0.05,latency=0-200,burst429=0.02x5,seed=42
 * The same seed and the same sequence of requests give the same faults.
 */
export interface FaultSpec {
  html: number;
  drop: number;
  reset: number;
  latency: { probability: number; minMs: number; maxMs: number } | null;
  burst429: { probability: number; length: number } | null;
  seed: number;
}

export const DEFAULT_FAULT_SEED = 1;

export class FaultSpecError extends Error {
  constructor(message: string) {
    super(`--faults: ${message}`);
    this.name = 'FaultSpecError';
  }
}

const NAMES = ['html', 'drop', 'reset', 'latency', 'burst429', 'seed'];

export function parseFaultSpec(text: string): FaultSpec {
  const spec: FaultSpec = { html: 0, drop: 0, reset: 0, latency: null, burst429: null, seed: DEFAULT_FAULT_SEED };
  const seen = new Set<string>();
  for (const entry of text.split(',').map((part) => part.trim()).filter(Boolean)) {
    const separator = entry.indexOf('=');
    if (separator < 0) throw new FaultSpecError(`"${entry}" must be name=value, e.g. html=0.05`);
    const name = entry.slice(0, separator).trim();
    const value = entry.slice(separator + 1).trim();
    if (!NAMES.includes(name)) throw new FaultSpecError(`unknown fault "${name}"; known: ${NAMES.join(', ')}`);
    if (seen.has(name)) throw new FaultSpecError(`${name} is given twice`);
    seen.add(name);
    switch (name) {
      case 'html':
      case 'drop':
      case 'reset':
        spec[name] = probability(name, value);
        break;
      case 'latency':
        spec.latency = latency(value);
        break;
      case 'burst429':
        spec.burst429 = burst(value);
        break;
      case 'seed':
        spec.seed = seed('seed', value);
        break;
    }
  }
  if (seen.size === 0) throw new FaultSpecError('is empty; give at least one fault, e.g. html=0.05');
  return spec;
}

export function seed(name: string, value: string): number {
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw new FaultSpecError(`${name} must be a non-negative integer, not "${value}"`);
  }
  return Number(value);
}

function probability(name: string, value: string): number {
  const number = /^(\d+(\.\d*)?|\.\d+)$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= 0 && number <= 1)) throw new FaultSpecError(`${name} must be a probability from 0 to 1, not "${value}"`);
  return number;
}

function latency(value: string): FaultSpec['latency'] {
  const match = /^(?:([^:]+):)?(\d+)-(\d+)$/.exec(value);
  if (match === null) throw new FaultSpecError(`latency must be a range of milliseconds like 0-200, optionally with a probability like 0.2:0-200, not "${value}"`);
  const minMs = Number(match[2]);
  const maxMs = Number(match[3]);
  if (minMs > maxMs) throw new FaultSpecError(`latency range ${value} runs backwards; write it as ${maxMs}-${minMs}`);
  if (maxMs > 60_000) throw new FaultSpecError(`latency of ${maxMs} ms is more than the 60000 ms allowed`);
  return { probability: match[1] === undefined ? 1 : probability('latency probability', match[1]), minMs, maxMs };
}

function burst(value: string): FaultSpec['burst429'] {
  const match = /^([^x]+)x(\d+)$/.exec(value);
  if (match === null) throw new FaultSpecError(`burst429 must be a probability and a length like 0.02x5, not "${value}"`);
  const length = Number(match[2]);
  if (length < 1) throw new FaultSpecError(`burst429 length must be at least 1, not ${length}`);
  return { probability: probability('burst429 probability', match[1]!), length };
}
