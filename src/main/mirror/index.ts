/**
 * The mirror: the workspace's records in a local SQLite file, and the only
 * code in the app that writes SQL.
 *
 * - Server data and local intent live apart. The server tables (agents,
 *   campaigns, contacts, calls, transcript_entries) are written only by the
 *   sync engine through the write functions below. Pending edits live in the
 *   outbox's overlay tables (migration 006, overlay-writes.ts); the read side
 *   queries only the `*_view` views, which merge the overlays over the server
 *   rows, so a resync can never clobber an unsent edit.
 * - Everything is synchronous (better-sqlite3); every function takes the
 *   connection first. Writes are transactions small enough for the Electron
 *   main thread (see write-batches.ts); a page and its checkpoint commit
 *   together (`applyPage`, or a write function's `checkpoint` option).
 * - Reads: keyset-paged lists (`list…` + `nextCursor`), counts with the same
 *   filters, single-record getters, full-text search returning text segments
 *   (never HTML), call analytics aggregated in SQL.
 * - Local settings, written by the user's actions rather than by sync
 *   (keyword trackers and their counts, saved screen settings), in tables of
 *   their own that sync never overwrites.
 */
export { openMirror, durableTransaction, type Mirror, type MirrorDb, type OpenMirrorOptions } from './open-mirror';
export { SCHEMA_VERSION } from './migrate';
export { MirrorQueryError, MirrorStateError, MirrorVersionError } from './errors';

// Sync bookkeeping
export {
  applyPage,
  completePass,
  countSeenInPass,
  countServerRows,
  deleteCheckpoint,
  getCheckpoint,
  getPass,
  lastCompletedPass,
  listUnseenIds,
  markSeen,
  mirrorResources,
  seenInPass,
  setCheckpoint,
  startPass,
  type Checkpoint,
  type MirrorResource,
  type PassKind,
  type SyncPass,
} from './sync-state';
export { ROWS_PER_TRANSACTION, type WriteOptions } from './write-batches';
export type { RawRecord, UpsertResult } from './raw-json';

// Writes (sync only)
export { upsertAgents, agentsNeedingDetail, markAgentDetailsStale, agentDetailFreshness, deleteAgent } from './agents-writes';
export { upsertCampaigns, campaignsNeedingDetail, markCampaignDetailsStale, campaignDetailFreshness, deleteCampaign } from './campaigns-writes';
export type { DetailWriteOptions } from './detail-writes';
export { upsertContacts, deleteContact, type ContactWriteOptions } from './contacts-writes';
export { upsertCalls, saveCallDetail, callsNeedingDetail, countCallsNeedingDetail, deleteCall } from './calls-writes';

// Reads
// The rows are the contract's types (src/shared/contract); a record is its row plus the mirror's bookkeeping.
export type { AgentRecord, CallRecord, CampaignRecord, ContactRecord, MirrorBookkeeping } from './rows';
export { MAX_PAGE_SIZE, type Page, type SortDirection } from './keyset';
export { listAgents, countAgents, getAgent, type AgentFilter, type AgentListOptions, type AgentSortField } from './agents-queries';
export {
  listCampaigns,
  countCampaigns,
  getCampaign,
  type CampaignFilter,
  type CampaignListOptions,
  type CampaignSortField,
} from './campaigns-queries';
export {
  listContacts,
  listContactIds,
  countContacts,
  getContact,
  listContactTags,
  listContactCompanies,
  type ContactFilter,
  type ContactListOptions,
  type ContactSortField,
} from './contacts-queries';
export { listCalls, countCalls, getCall, callSearchOf, type CallFilter, type CallListMatch, type CallListOptions, type CallSortField } from './calls-queries';
export { searchTranscripts, highlightCall, type CallSearchOptions, type CallSearchOrder } from './call-search';
export { searchContacts, type ContactSearchHit } from './contact-search';
export { toFtsQuery, type FtsQuery } from './fts-query';
export { parseCallSearch, type CallSearchQuery, type SearchTerm } from './search-syntax';
export { callAnalytics, type CallAnalytics, type CallAnalyticsOptions, type CallDay, type CallFigures } from './analytics';
export { exportRecords } from './export-records';
export { exportCallsPage, type ExportedCall } from './calls-export';

// Local settings (written by the user's actions)
export {
  addTracker,
  listTrackers,
  removeTracker,
  trackerCountsOfCalls,
  trackerPhrases,
  trackersToCount,
  MAX_TRACKERS,
  type CallTrackerCount,
  type TrackerRow,
} from './trackers';
export { countTrackerStep, TRACKER_COUNT_STEP } from './tracker-counts';
export { scanDncRequestsStep, dncScanPending, DNC_SCAN_STEP, callerTurnsForWarmUp } from './dnc-requests';
export {
  listDncRequests,
  dismissDncRequest,
  dismissDncRequestsThrough,
  countDncRequests,
  waitingDncContactIds,
  dncRequestForCall,
  type DncRequestRow,
  type DncRequestList,
} from './dnc-requests-queries';
export { listDncRequestsPage, dncRequestsPageQuery, type DncRequestKind } from './dnc-requests-pages';
export { recordAddedMembers, listCampaignsOfContact, listCampaignMembers, countCampaignMembers } from './campaign-members';
export { campaignCallFigures, waitingDoNotCallChanges } from './campaign-figures';
export { MAX_TRACKER_PHRASE_LENGTH } from './tracker-phrase';
export type { TrackerFilter, TrackerSpeaker } from './tracker-filter';
export { getScreenSettings, saveScreenSettings } from './screen-settings';
export { sortKey, contactName, phoneDigits } from './sort-keys';
export {
  saveSearch,
  renameSearch,
  reorderSearches,
  deleteSearch,
  openSearch,
  listSavedSearches,
  hasSavedSearches,
  reportSavedSearches,
  MAX_SAVED_SEARCHES,
  type SavedSearchList,
  type SavedSearchRow,
  type SavedSearchRise,
  type UnreadableSavedSearch,
} from './saved-searches';
