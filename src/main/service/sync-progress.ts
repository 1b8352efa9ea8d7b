import type { SyncProgress } from '../../shared/contract/contract';
import type { SyncProgressEvent, SyncSummary } from '../sync';

/**
 * How a profile's sync is shown (the contract's SyncProgress): a running
 * run's progress as its worker reports it, and how a finished run is shown
 * until the next one.
 */
export function progressOf(profileId: string, event: SyncProgressEvent, online: boolean | null): SyncProgress {
  if (!event.running) return idle(profileId, null, online);
  return {
    profileId,
    phase: 'syncing',
    resource: event.resource,
    done: event.done,
    total: event.total,
    requestsLeftInWindow: event.requestsLeftInWindow,
    etaSeconds: event.etaSeconds,
    message: event.step === 'confirm' ? 'Checking which records were deleted' : event.pass > 1 ? 'The list changed while syncing; going over it again' : null,
    online,
  };
}

export function idle(profileId: string, message: string | null, online: boolean | null): SyncProgress {
  return { profileId, phase: 'idle', resource: null, done: 0, total: null, requestsLeftInWindow: null, etaSeconds: null, message, online };
}

export function isOffline(summary: SyncSummary): boolean {
  const kind = summary.error?.kind;
  return summary.status === 'failed' && (kind === 'network' || kind === 'timeout' || kind === 'gateway');
}

/** How a finished run is shown until the next one: idle with a note, offline, a key to enter again, or an error in plain words. */
export function endedProgress(profileId: string, summary: SyncSummary, online: boolean | null): SyncProgress {
  switch (summary.status) {
    case 'ok':
      return idle(profileId, null, online);
    case 'partial':
      return idle(profileId, summary.problems.join(' '), online);
    case 'cancelled':
      return idle(profileId, summary.error?.message ?? null, online);
    case 'failed': {
      const message = summary.error?.message ?? 'The sync failed.';
      if (summary.error?.kind === 'unauthorized') return { ...idle(profileId, message, online), phase: 'needs_key' };
      return { ...idle(profileId, message, online), phase: isOffline(summary) ? 'offline' : 'error' };
    }
    default:
      return idle(profileId, null, online);
  }
}
