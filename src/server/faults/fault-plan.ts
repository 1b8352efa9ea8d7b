import { createRandom } from '../support/random';
import type { FaultSpec } from './fault-spec';

/** What happens to one request. At most one of reset, html, burst429 and drop; latency may come with any but reset. */
export interface FaultDecision {
  reset: boolean;
  latencyMs: number;
  burst429: boolean;
  html: 502 | 503 | null;
  drop: boolean;
}

export interface FaultStats {
  requests: number;
  reset: number;
  html: number;
  drop: number;
  burst429: number;
  /** Requests that were delayed, and the shortest and longest delay given. */
  latency: number;
  latencyMinMs: number | null;
  latencyMaxMs: number | null;
}

export interface FaultPlan {
  decide(): FaultDecision;
  stats(): FaultStats;
}

/**
 * Decides the faults of each request in arrival order. Every request draws
 * the same number of random values whatever happens to it, so the sequence of
 * decisions depends only on the seed and the number of requests.
 */
export function createFaultPlan(spec: FaultSpec): FaultPlan {
  const stream = createRandom(`faults:${spec.seed}`);
  const random = () => stream.next();
  let burstLeft = 0;
  const stats: FaultStats = { requests: 0, reset: 0, html: 0, drop: 0, burst429: 0, latency: 0, latencyMinMs: null, latencyMaxMs: null };

  return {
    decide() {
      const [resetDraw, latencyDraw, latencyValue, burstDraw, htmlDraw, htmlStatusDraw, dropDraw] = Array.from({ length: 7 }, random) as [
        number, number, number, number, number, number, number,
      ];
      stats.requests += 1;
      const decision: FaultDecision = { reset: false, latencyMs: 0, burst429: false, html: null, drop: false };
      if (resetDraw < spec.reset) {
        stats.reset += 1;
        return { ...decision, reset: true };
      }
      if (spec.latency !== null && latencyDraw < spec.latency.probability) {
        const { minMs, maxMs } = spec.latency;
        decision.latencyMs = minMs + Math.floor(latencyValue * (maxMs - minMs + 1));
        stats.latency += 1;
        stats.latencyMinMs = Math.min(stats.latencyMinMs ?? decision.latencyMs, decision.latencyMs);
        stats.latencyMaxMs = Math.max(stats.latencyMaxMs ?? decision.latencyMs, decision.latencyMs);
      }
      if (burstLeft === 0 && spec.burst429 !== null && burstDraw < spec.burst429.probability) burstLeft = spec.burst429.length;
      if (burstLeft > 0) {
        burstLeft -= 1;
        stats.burst429 += 1;
        return { ...decision, burst429: true };
      }
      if (htmlDraw < spec.html) {
        stats.html += 1;
        return { ...decision, html: htmlStatusDraw < 0.5 ? 502 : 503 };
      }
      if (dropDraw < spec.drop) {
        stats.drop += 1;
        return { ...decision, drop: true };
      }
      return decision;
    },
    stats: () => ({ ...stats }),
  };
}
