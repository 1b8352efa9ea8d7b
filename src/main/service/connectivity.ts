import type { ProfileRegistry } from '../profiles/profile-registry';
import { startReachabilityMonitor, type ReachabilityMonitor } from '../network/reachability-monitor';
import { createTcpProbe, probeTargetOf, type Probe } from '../network/tcp-probe';
import type { SyncService } from './sync-service';

/**
 * Policy: the status bar's Online/Offline tells the truth within seconds
 * of a change, and the app catches up as soon as the service is back,
 * without spending the rate limit on finding out.
 *
 * - Going: a request that cannot connect says so at once (the profile
 *   worker reports it, sync-service.ts shows it); between requests a
 *   connect probe of the active workspace's host every `everyMs` notices a
 *   service that went away while nothing was asked of it.
 * - Coming back: the probe connects again; the status bar says Online and
 *   `onBack` runs (the schedule syncs at once: what was missed, and the
 *   outbox that waited).
 * - A hint (the page's `online`/`offline` events, the OS waking from sleep)
 *   probes at once rather than at the next tick.
 *
 * Only the active workspace is watched: it is the one the status bar shows.
 */
export interface ConnectivityOptions {
  everyMs: number;
  probe: Probe;
}

export const defaultConnectivityOptions = (): ConnectivityOptions => ({ everyMs: 5_000, probe: createTcpProbe(3_000) });

export interface Connectivity {
  /** Probes the active workspace's service now; resolves with whether it connected (null without a workspace). */
  checkNow(): Promise<boolean | null>;
  close(): void;
}

export interface ConnectivityDeps {
  profiles: ProfileRegistry;
  sync: SyncService;
  options?: Partial<ConnectivityOptions>;
  /** The active workspace's service is reachable again after being found unreachable. */
  onBack(profileId: string): void;
}

export function startConnectivity(deps: ConnectivityDeps): Connectivity {
  const { profiles, sync } = deps;
  const options = { ...defaultConnectivityOptions(), ...deps.options };
  let watched: { id: string; baseUrl: string; monitor: ReachabilityMonitor } | undefined;
  let closed = false;

  function watch() {
    const active = profiles.active();
    if (closed || (watched && active && watched.id === active.id && watched.baseUrl === active.baseUrl)) return;
    watched?.monitor.close();
    watched = undefined;
    if (!active) return;
    const { id } = active;
    const monitor = startReachabilityMonitor({
      target: probeTargetOf(active.baseUrl),
      probe: options.probe,
      everyMs: options.everyMs,
      onChange(reachable) {
        const wasOffline = sync.status()?.online === false;
        sync.setReachable(id, reachable);
        if (reachable && wasOffline) deps.onBack(id);
      },
    });
    watched = { id, baseUrl: active.baseUrl, monitor };
  }

  const stops = [
    profiles.onChange(watch),
    // Found unreachable by a request or a run: the probe that next connects reports the return.
    sync.onReachability((id, reachable) => {
      if (!reachable && watched?.id === id) watched.monitor.markUnreachable();
    }),
    sync.onActivity((activity) => {
      if (activity.type === 'ended' && activity.progress.online === false && watched?.id === activity.profileId) watched.monitor.markUnreachable();
    }),
  ];
  watch();

  return {
    checkNow: async () => (watched ? watched.monitor.checkNow() : null),
    close() {
      closed = true;
      for (const stop of stops) stop();
      watched?.monitor.close();
      watched = undefined;
    },
  };
}
