import { summarizeProblems } from '../../shared/api/problems';
import type { OutboxMethodName } from '../../shared/contract/outbox-methods';
import type { CoreEventHub, CoreHandlers } from './core-handlers';
import { CoreFailure } from './dispatch';
import type { MirrorDb } from '../mirror';
import { cancelBatch, confirmedDoNotCall, decide, OutboxDecisionError, outboxBatches, outboxCounts, outboxReport, planEdits, queueEdits, type EditProblem, type OutboxCounts } from '../outbox';
import { endBackoffs, newestQueuedSeq } from '../mirror/outbox-store';
import { countServerRecords } from '../mirror/record-lookup';
import { MAIN_THREAD_RECORDS, recordsTouched, runMirrorJob, type QueueOutcome } from '../mirror-jobs/mirror-jobs';
import type { ProfileEntry, ProfileRegistry } from '../profiles/profile-registry';
import { requireActive } from './profile-failures';
import type { MirrorHandles } from './mirror-handles';
import type { MirrorWriters } from './mirror-writers';
import type { SyncService } from './sync-service';

/**
 * The outbox as the windows see it: edits queued into the active
 * workspace's mirror (validated whole, written with the optimistic overlay
 * in one durable transaction, so an edit the UI calls saved survives a
 * crash), the list and the user's decisions, and sending, which the sync
 * worker does (sync-service.ts).
 *
 * Queuing must work offline and without the key (a locked keychain holds
 * no edit back), so it does not go through the profile worker: a form's edit
 * is queued on this thread, through the writable connection the user's own
 * settings use (a few milliseconds); a batch over many records on a
 * short-lived thread of its own (mirror-jobs/mirror-jobs.ts). Sending starts right
 * after; what cannot be sent now waits for the next sync.
 *
 * `outbox.changed` carries the active and background profiles' counts; the
 * worker reports every settled operation, so those reports are gathered
 * into one event per profile at most every EVENT_GAP_MS, not one per row
 * of a thousand-edit replay. Edits queued by another process (`voicedesk
 * apply` beside the app) reach nobody that way: the active workspace's
 * mirror is watched for them (SQLite's data_version moves when another
 * connection commits), and what they add is sent like the app's own.
 */
export type OutboxHandlers = Pick<CoreHandlers, OutboxMethodName>;

export interface OutboxServiceDeps {
  profiles: ProfileRegistry;
  mirrors: MirrorHandles;
  writers: MirrorWriters;
  sync: SyncService;
  events: CoreEventHub;
  /** Pushes that could not start and decisions refused, in a line each (never an edit's values). */
  logger?: (line: string) => void;
}

const EVENT_GAP_MS = 200;
const WATCH_MS = 2_000;
/** Entries of each kind listed by default: a screenful and more; the totals say how many there are. */
const LIST_LIMIT = 500;
const EMPTY_LIST = { pending: [], batches: [], failed: [], conflicts: [], totals: { pending: 0, failed: 0, conflicts: 0 }, confirmedDoNotCall: [] };
/** "The UI says when it has": do-not-call changes acknowledged this recently are listed. */
const CONFIRMED_DNC_DAYS = 7;

export function createOutboxService(deps: OutboxServiceDeps): {
  handlers: OutboxHandlers;
  /** Edits were queued into a workspace's outbox by other means (an import): tell the windows, and send them. */
  queued(profileId: string): void;
  /** The active workspace, when its key can write; a failure saying why not otherwise. */
  requireWritable(): ProfileEntry;
  close(): void;
} {
  const { profiles, mirrors, writers, sync, events } = deps;
  const log = (line: string) => deps.logger?.(line);
  const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  /** What each profile's windows were last told, so the watch speaks only of a change. */
  const told = new Map<string, OutboxCounts>();
  const announce = (profileId: string) => {
    const profile = profiles.get(profileId);
    const db = profile && mirrors.reader(profile)?.db;
    if (!db) return;
    const counts = outboxCounts(db);
    told.set(profileId, counts);
    events.emit('outbox.changed', { profileId, ...counts });
  };
  const announceSoon = (profileId: string) => {
    if (timers.has(profileId)) return;
    timers.set(
      profileId,
      setTimeout(() => {
        timers.delete(profileId);
        announce(profileId);
      }, EVENT_GAP_MS),
    );
  };
  const stopListening = sync.onOutboxChange(announceSoon);

  const requireWritable = (): ProfileEntry => {
    const active = requireActive(profiles, 'to edit');
    if (active.keyPermission === 'read') {
      throw new CoreFailure('unavailable', `The key of "${active.name}" can only read, so edits cannot be made here. Enter a key with write permission to edit.`);
    }
    return active;
  };
  /** Sending starts now; what cannot be sent (offline, no key) waits, and the Outbox screen says so. */
  const sendSoon = (profileId: string) => {
    sync.push(profileId).catch((error: unknown) => log(`outbox: not sent for now: ${messageOf(error)}`));
  };
  const writable = (profile: ProfileEntry): MirrorDb => writers.writer(profile).db;

  // Another process's commits (a `voicedesk apply` beside the app), seen on the active workspace's mirror.
  const seen = new Map<string, { version: number; pending: number; newest: number }>();
  const watch = setInterval(() => {
    const profile = profiles.active();
    const db = profile && mirrors.reader(profile)?.db;
    if (!profile || !db) return;
    const version = db.pragma('data_version', { simple: true }) as number;
    const last = seen.get(profile.id);
    if (last?.version === version) return;
    const counts = outboxCounts(db);
    const newest = newestQueuedSeq(db);
    seen.set(profile.id, { version, pending: counts.pending, newest });
    const before = told.get(profile.id);
    if (!before || before.pending !== counts.pending || before.failed !== counts.failed || before.conflicts !== counts.conflicts) announce(profile.id);
    if (newEditsSeen(last, { pending: counts.pending, newest })) sendSoon(profile.id);
  }, WATCH_MS);
  watch.unref();

  const handlers: OutboxHandlers = {
    'outbox.apply': async ({ edits }) => {
      const profile = requireWritable();
      const db = writable(profile);
      const outcome = recordsTouched(edits) > MAIN_THREAD_RECORDS ? await runMirrorJob({ kind: 'queue-edits', mirrorFile: profile.mirrorFile, edits }) : queueHere(db, edits);
      if (!outcome.ok) throw editsRefused(outcome.problems, edits.length);
      announce(profile.id);
      sendSoon(profile.id);
      return { refs: outcome.refs, operations: outcome.operations };
    },
    'outbox.list': async ({ limit }) => {
      const profile = requireActive(profiles, 'to edit');
      const db = mirrors.reader(profile)?.db;
      if (!db) return EMPTY_LIST;
      return list(db, limit);
    },
    'outbox.decide': async ({ seq, decision }) => {
      const profile = requireActive(profiles, 'to edit');
      const db = writable(profile);
      try {
        decide(db, seq, decision);
      } catch (error) {
        log(`outbox: the decision about edit #${seq} (${decision.action}) was not made: ${messageOf(error)}`);
        if (error instanceof OutboxDecisionError) throw new CoreFailure('invalid_request', error.message);
        throw error;
      }
      announce(profile.id);
      if (decision.action !== 'discard' && decision.action !== 'take_theirs') sendSoon(profile.id);
      return list(db);
    },
    'outbox.cancelBatch': async ({ batch }) => {
      const profile = requireActive(profiles, 'to edit');
      const db = writable(profile);
      cancelBatch(db, batch);
      announce(profile.id);
      return list(db);
    },
    'outbox.pace': async () => {
      const profile = requireActive(profiles, 'to edit');
      const db = mirrors.reader(profile)?.db;
      const rate = await sync.rateFigures(profile.id);
      if (!db) return { backlog: 0, workspaceContacts: 0, rate };
      return { backlog: outboxCounts(db).pending, workspaceContacts: countServerRecords(db, 'contacts'), rate };
    },
    'outbox.push': async () => {
      const profile = requireActive(profiles, 'to edit');
      // The user asked for now: edits waiting out a backoff after a failure go at once too.
      endBackoffs(writable(profile));
      // Answered at once: the outcome arrives as outbox.changed events, and a push may wait out a rate limit.
      void sync.push(profile.id).catch(() => undefined);
      return { started: true };
    },
    'campaigns.start': async ({ id }) => {
      requireWritable();
      return sync.startCampaign(id);
    },
    'agents.create': async ({ fields }) => {
      requireWritable();
      return sync.createAgent(fields);
    },
    // A read, not an edit: a key that may only read can check too.
    'agents.checkProvisioning': async ({ id }) => sync.checkProvisioning(id),
    'agents.delete': async ({ id }) => {
      requireWritable();
      await sync.deleteAgent(id);
      return { id };
    },
  };
  return {
    handlers,
    queued(profileId) {
      announce(profileId);
      sendSoon(profileId);
    },
    requireWritable,
    close() {
      clearInterval(watch);
      stopListening();
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}

function queueHere(db: MirrorDb, edits: unknown[]): QueueOutcome {
  const plan = planEdits(db, edits);
  if (!plan.ok) return plan;
  return { ok: true, refs: plan.refs, operations: queueEdits(db, plan.edits).operations };
}

function list(db: MirrorDb, limit = LIST_LIMIT) {
  const since = new Date(Date.now() - CONFIRMED_DNC_DAYS * 86_400_000).toISOString();
  const { pending, failed, conflicts } = outboxCounts(db);
  const report = outboxReport(db, { limit });
  // A bulk batch is one entry with its progress; its edits are not listed one by one.
  return {
    ...report,
    pending: report.pending.filter((entry) => entry.batch === null),
    batches: outboxBatches(db),
    totals: { pending, failed, conflicts },
    confirmedDoNotCall: confirmedDoNotCall(db, since),
  };
}

/** Field problems as forms read them: the path inside the edit for a single edit, `edits[i].` before it in a batch. */
function editsRefused(problems: readonly EditProblem[], edits: number): CoreFailure {
  const located = problems.map(({ index, field, message }) => ({ field: edits === 1 ? field : `edits[${index}]${field ? `.${field}` : ''}`, message }));
  const subject = edits === 1 ? 'The edit was not saved' : `None of the ${edits.toLocaleString('en-US')} edits were saved`;
  return new CoreFailure('invalid_request', summarizeProblems(subject, located), located);
}

/** Without mirrors or a sync service (tests of other features), nothing can be edited. */
export function unavailableOutboxHandlers(): OutboxHandlers {
  const unavailable = async (): Promise<never> => {
    throw new CoreFailure('unavailable', 'Edits cannot be made in this run of the app.');
  };
  return {
    'outbox.apply': unavailable,
    'outbox.list': async () => EMPTY_LIST,
    'outbox.decide': unavailable,
    'outbox.cancelBatch': unavailable,
    'outbox.pace': async () => ({ backlog: 0, workspaceContacts: 0, rate: null }),
    'outbox.push': unavailable,
    'campaigns.start': unavailable,
    'agents.delete': unavailable,
    'agents.create': unavailable,
    'agents.checkProvisioning': unavailable,
  };
}

/**
 * Whether a look at the mirror found edits to send that this app did not queue (another process's): more
 * waiting than at the last look, or, with some waiting, one newer than any seen. The count alone is not
 * enough: the app may have sent as many as another process queued between two looks (3 waiting then, 1
 * now), and that edit then waited for the next sync. An edit newer but already sent (the app's own, queued
 * and sent between two looks) asks for nothing: a push for nothing still tells every window the outbox changed.
 */
export function newEditsSeen(last: { pending: number; newest: number } | undefined, now: { pending: number; newest: number }): boolean {
  return now.pending > (last?.pending ?? 0) || (now.pending > 0 && now.newest > (last?.newest ?? 0));
}
