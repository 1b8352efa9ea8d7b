import { readFileSync } from 'node:fs';
import { cachedBulkMirror } from './bulk-mirror';
import type { MirrorDatasetOptions } from './mirror-dataset';

/**
 * The scale for the `scale-*` bench sections: 100,000 calls with
 * 2,000,000 transcript entries (20 a call), 20,000 contacts, and one
 * completed call in a hundred where the caller asks not to be called again.
 * The mirror is generated once and cached (bulk-mirror.ts).
 */
export const SCALE: MirrorDatasetOptions = { contacts: 20_000, calls: 100_000, entriesPerCall: 20, dncShare: 0.01 };

export function scaleMirror(log: (line: string) => void): string {
  log(`mirror: ${fmt(SCALE.calls)} calls × ${SCALE.entriesPerCall} transcript entries (${fmt(SCALE.calls * (SCALE.entriesPerCall ?? 20))}), ${fmt(SCALE.contacts)} contacts`);
  return cachedBulkMirror(SCALE, log);
}

export function fmt(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** "  name: figures (target …)", with a mark when a figure misses its target. */
export function logAgainstTarget(log: (line: string) => void, name: string, figures: string, value: number, target: number, unit = 'ms'): void {
  const verdict = value <= target ? 'within target' : 'ABOVE TARGET';
  log(`  ${name}: ${figures}  [target ≤ ${target.toLocaleString('en-US')} ${unit}: ${verdict}]`);
}

/**
 * Runs `work` and returns its wall time and the process's CPU time meanwhile
 * (user and system), in ms. On a machine busy with other work the wall time
 * includes the waits for a core, the CPU time does not; with nothing else
 * running in this process, the CPU time is what the work itself costs.
 */
export function timed(work: () => void): { wall: number; cpu: number; threadCpu: number | null } {
  const threadBefore = threadCpuMs();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  work();
  const wall = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const threadAfter = threadCpuMs();
  return { wall, cpu: (cpu.user + cpu.system) / 1000, threadCpu: threadBefore === null || threadAfter === null ? null : threadAfter - threadBefore };
}

/**
 * The CPU time of the process's main thread alone, in ms (Linux: the scheduler's figure, in ns), or null
 * elsewhere. process.cpuUsage() counts every thread, V8's compiler and garbage-collector threads too,
 * which work beside the thread measured, on another core; this is what the measured thread itself spent.
 */
export function threadCpuMs(): number | null {
  try {
    return Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
}
