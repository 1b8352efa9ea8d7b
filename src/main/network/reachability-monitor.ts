import type { Probe, ProbeTarget } from './tcp-probe';

/**
 * Watches whether one service can be reached, between the requests that
 * tell it anyway. Policy:
 *
 * - A connect probe (tcp-probe.ts) every `everyMs`; it spends nothing of the
 *   rate limit. Only a change of its answer is reported: a service that
 *   accepts connections but answers 502 stays as the last sync found it
 *   (offline), rather than flickering with each probe.
 * - A request that could not connect (`markUnreachable`, from the API
 *   client's side) counts as a failed probe, so the service coming back is
 *   reported by the next probe that connects.
 * - `checkNow` probes at once: the OS or the page said the network changed,
 *   or the machine woke from sleep.
 * - One probe at a time; none after `close`.
 */
export interface ReachabilityMonitor {
  /** The last answer: true (connected), false, or null before the first probe. */
  state(): boolean | null;
  markUnreachable(): void;
  checkNow(): Promise<boolean>;
  close(): void;
}

export interface ReachabilityMonitorOptions {
  target: ProbeTarget;
  probe: Probe;
  everyMs: number;
  /** Called when the answer changes (not on the first probe agreeing with nothing). */
  onChange(reachable: boolean): void;
}

export function startReachabilityMonitor(options: ReachabilityMonitorOptions): ReachabilityMonitor {
  let last: boolean | null = null;
  let closed = false;
  let probing: Promise<boolean> | undefined;

  const settle = (reachable: boolean) => {
    if (closed) return;
    const changed = last !== null && last !== reachable;
    last = reachable;
    if (changed) options.onChange(reachable);
  };

  function checkNow(): Promise<boolean> {
    probing ??= options
      .probe(options.target)
      .catch(() => false)
      .then((reachable) => {
        probing = undefined;
        settle(reachable);
        return reachable;
      });
    return probing;
  }

  const timer = setInterval(() => void checkNow(), options.everyMs);
  // Watching is no reason to keep the process alive.
  timer.unref?.();
  void checkNow();

  return {
    state: () => last,
    markUnreachable() {
      // Recorded without a change report: whoever saw the failure has said so already.
      if (!closed) last = false;
    },
    checkNow,
    close() {
      closed = true;
      clearInterval(timer);
    },
  };
}
