import type { DncRequest, DncRequestCounts, DncRequestList, dncRequestMethods } from '../../shared/contract/dnc-request-methods';
import type { CoreEventHub, CoreHandlers } from './core-handlers';
import { CoreFailure } from './dispatch';
import {
  countDncRequests,
  dismissDncRequestsThrough,
  dncRequestForCall,
  dncScanPending,
  listDncRequestsPage,
  MirrorQueryError,
  waitingDncContactIds,
  type DncRequestRow,
  type MirrorDb,
} from '../mirror';
import type { ProfileRegistry } from '../profiles/profile-registry';
import { requireActive } from './profile-failures';
import type { MirrorHandles } from './mirror-handles';
import type { MirrorWriters } from './mirror-writers';

/**
 * The contract's do-not-call requests (dnc-request-methods.ts) for the
 * active workspace: read through the read-only connections (nothing listed
 * before the first sync), dismissed through the core's writable ones. A
 * dismissal tells every window the new counts; the counts after a sync or
 * an outbox change come from dnc-request-reports.ts.
 */
type DncRequestMethodName = keyof typeof dncRequestMethods;
export type DncRequestHandlers = Pick<CoreHandlers, DncRequestMethodName>;

export interface DncRequestDeps {
  profiles: ProfileRegistry;
  mirrors: MirrorHandles;
  writers: MirrorWriters;
  /** Where a dismissal's new counts go; without it (tests of other features) nobody is told. */
  events?: CoreEventHub;
}

export const NO_DNC_REQUESTS: DncRequestList = { contacts: [], withoutContact: [], scanPending: false };
export const NO_DNC_COUNTS: DncRequestCounts = { contacts: 0, withoutContact: 0 };

/** A mirror row in the contract's shape. */
export function dncRequestOf(row: DncRequestRow): DncRequest {
  const status = row.contact_status === 'active' || row.contact_status === 'dnc' ? row.contact_status : null;
  return {
    callId: row.call_id,
    startedAt: row.started_at,
    sentence: row.text,
    turn: row.turn,
    start: row.start,
    end: row.end,
    contactId: row.contact_id,
    contactName: row.contact_name,
    contactStatus: status,
    statusWaiting: row.contact_pending === 1,
    dismissed: row.dismissed_at !== null,
  };
}

/** The screen's first page of each list: at most `limit` requests each, whatever the number waiting. */
export const FIRST_PAGE = 100;

export function dncRequestList(db: MirrorDb, limit = FIRST_PAGE): DncRequestList {
  const contacts = listDncRequestsPage(db, 'contacts', { limit });
  const withoutContact = listDncRequestsPage(db, 'withoutContact', { limit });
  return {
    contacts: contacts.rows.map(dncRequestOf),
    ...(contacts.nextCursor === null ? {} : { contactsNext: contacts.nextCursor }),
    withoutContact: withoutContact.rows.map(dncRequestOf),
    ...(withoutContact.nextCursor === null ? {} : { withoutContactNext: withoutContact.nextCursor }),
    scanPending: dncScanPending(db),
  };
}

/** A cursor this list did not give out is the caller's mistake, named as such. */
function pageOf<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof MirrorQueryError) throw new CoreFailure('invalid_request', error.message, [{ field: error.field, message: error.message }]);
    throw error;
  }
}

export function createDncRequestService(deps: DncRequestDeps): DncRequestHandlers {
  const { profiles, mirrors, writers } = deps;
  const readDb = (): MirrorDb | undefined => {
    const active = profiles.active();
    return active ? mirrors.reader(active)?.db : undefined;
  };

  return {
    'dncRequests.list': async ({ limit }) => {
      const db = readDb();
      return db ? dncRequestList(db, limit) : NO_DNC_REQUESTS;
    },
    'dncRequests.page': async ({ kind, after, limit }) => {
      const db = readDb();
      if (!db) return { rows: [] };
      const page = pageOf(() => listDncRequestsPage(db, kind, { after, limit: limit ?? FIRST_PAGE }));
      return { rows: page.rows.map(dncRequestOf), ...(page.nextCursor === null ? {} : { next: page.nextCursor }) };
    },
    'dncRequests.waitingContactIds': async () => {
      const db = readDb();
      return db ? waitingDncContactIds(db) : [];
    },
    'dncRequests.count': async () => {
      const db = readDb();
      return db ? countDncRequests(db) : NO_DNC_COUNTS;
    },
    'dncRequests.forCall': async ({ callId }) => {
      const db = readDb();
      const row = db ? dncRequestForCall(db, callId) : undefined;
      return row ? dncRequestOf(row) : null;
    },
    'dncRequests.dismiss': async ({ callId, limit }) => {
      const profile = requireActive(profiles, 'yet');
      const db = writers.writer(profile).db;
      if (!dismissDncRequestsThrough(db, callId)) {
        throw new CoreFailure('not_found', 'That call has no do-not-call request to dismiss; a sync may have changed its transcript.');
      }
      deps.events?.emit('dncRequests.changed', { profileId: profile.id, ...countDncRequests(db) });
      return dncRequestList(db, limit);
    },
  };
}

/** Without mirrors (a core run for other features): nothing found, and nothing to dismiss. */
export function unavailableDncRequestHandlers(): DncRequestHandlers {
  return {
    'dncRequests.list': async () => NO_DNC_REQUESTS,
    'dncRequests.page': async () => ({ rows: [] }),
    'dncRequests.waitingContactIds': async () => [],
    'dncRequests.count': async () => NO_DNC_COUNTS,
    'dncRequests.forCall': async () => null,
    'dncRequests.dismiss': async () => {
      throw new CoreFailure('unavailable', 'Do-not-call requests cannot be dismissed in this run of the app.');
    },
  };
}
