import { createResourceTables } from './001-create-resource-tables';
import { createTranscripts } from './002-create-transcripts';
import { createSearchIndexes } from './003-create-search-indexes';
import { createSyncState } from './004-create-sync-state';
import { createReadViews } from './005-create-read-views';
import { createOutbox } from './006-create-outbox';
import { createLocalSettings } from './007-create-local-settings';
import { addDetailStaleFlags } from './008-add-detail-stale-flags';
import { orderOutboxByLane } from './009-order-outbox-by-lane';
import { rememberOutboxTargetNames } from './010-remember-outbox-target-names';
import { splitCallSearchBySpeaker } from './011-split-call-search-by-speaker';
import { createSavedSearches } from './012-create-saved-searches';
import { createDncRequests } from './013-create-dnc-requests';
import { recordCampaignMembers } from './014-record-campaign-members';
import { countSavedSearchesIncrementally } from './015-count-saved-searches-incrementally';
import { indexPhoneDigits } from './016-index-phone-digits';
import { indexAddContactsAndCompanies } from './017-index-add-contacts-and-companies';
import type { Migration } from './migration';

export type { Migration } from './migration';

/**
 * The mirror's schema history. Append-only and in order: a shipped step is
 * never edited or removed; a change is a new file added at the end. Adding
 * one changes test/mirror/schema-snapshot.sql (the schema test says how to
 * regenerate it) and needs a fixture in test/mirror/upgrade.test.ts.
 */
export const migrations: readonly Migration[] = [
  createResourceTables,
  createTranscripts,
  createSearchIndexes,
  createSyncState,
  createReadViews,
  createOutbox,
  createLocalSettings,
  addDetailStaleFlags,
  orderOutboxByLane,
  rememberOutboxTargetNames,
  splitCallSearchBySpeaker,
  createSavedSearches,
  createDncRequests,
  recordCampaignMembers,
  countSavedSearchesIncrementally,
  indexPhoneDigits,
  indexAddContactsAndCompanies,
];
