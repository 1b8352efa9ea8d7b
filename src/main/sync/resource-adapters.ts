import type { ApiClient, ListPage, RequestOptions } from '../api';
import {
  deleteAgent,
  deleteCall,
  deleteCampaign,
  deleteContact,
  saveCallDetail,
  upsertAgents,
  upsertCalls,
  upsertCampaigns,
  upsertContacts,
  type MirrorDb,
  type MirrorResource,
  type UpsertResult,
} from '../mirror';

/**
 * What the engine needs to know about each resource, in one place: how to
 * list it, how to read one record, how the mirror stores a list page and a
 * single record, and how it removes one. The engine itself is written once
 * for all four.
 */
export interface ListQuery {
  page: number;
  perPage: number;
  sinceHours?: number;
}

export interface SaveOptions {
  syncedAt: string;
  passId?: number;
}

export interface ResourceAdapter {
  resource: MirrorResource;
  /** The word the API client uses in decode reports (`contact`). */
  singular: string;
  list(api: ApiClient, query: ListQuery, options: RequestOptions): Promise<ListPage<{ id: string }>>;
  get(api: ApiClient, id: string, options: RequestOptions): Promise<{ id: string }>;
  /** List items, stamped with the pass; joins the caller's transaction. */
  upsertPage(db: MirrorDb, items: readonly { id: string }[], passId: number): UpsertResult;
  /** A record from a single GET (list and detail fields): stored as fetched detail, received at `stored.syncedAt` (the run's clock: detail-refresh.ts reads its age). */
  saveOne(db: MirrorDb, record: { id: string }, stored: SaveOptions): void;
  /** True if the row existed. Deleting a contact detaches its calls (spec 4.3). */
  remove(db: MirrorDb, id: string): boolean;
}

/* The casts below are safe: each adapter hands back to the mirror exactly what its own client method decoded. */
/* eslint-disable @typescript-eslint/no-explicit-any */
const agents: ResourceAdapter = {
  resource: 'agents',
  singular: 'agent',
  list: (api, query, options) => api.listAgents({ page: query.page, perPage: query.perPage }, options),
  get: (api, id, options) => api.getAgent(id, options),
  upsertPage: (db, items, passId) => upsertAgents(db, items as any[], { detail: false, passId }),
  saveOne: (db, record, stored) => void upsertAgents(db, [record as any], { detail: true, ...stored }),
  remove: deleteAgent,
};

const campaigns: ResourceAdapter = {
  resource: 'campaigns',
  singular: 'campaign',
  list: (api, query, options) => api.listCampaigns({ page: query.page, perPage: query.perPage }, options),
  get: (api, id, options) => api.getCampaign(id, options),
  upsertPage: (db, items, passId) => upsertCampaigns(db, items as any[], { detail: false, passId }),
  saveOne: (db, record, stored) => void upsertCampaigns(db, [record as any], { detail: true, ...stored }),
  remove: deleteCampaign,
};

const contacts: ResourceAdapter = {
  resource: 'contacts',
  singular: 'contact',
  list: (api, query, options) => api.listContacts({ page: query.page, perPage: query.perPage }, options),
  get: (api, id, options) => api.getContact(id, options),
  upsertPage: (db, items, passId) => upsertContacts(db, items as any[], { passId }),
  saveOne: (db, record, stored) => void upsertContacts(db, [record as any], { detail: true, ...stored }),
  remove: deleteContact,
};

const calls: ResourceAdapter = {
  resource: 'calls',
  singular: 'call',
  list: (api, query, options) =>
    api.listCalls({ page: query.page, perPage: query.perPage, ...(query.sinceHours === undefined ? {} : { sinceHours: query.sinceHours }) }, options),
  get: (api, id, options) => api.getCall(id, options),
  upsertPage: (db, items, passId) => upsertCalls(db, items as any[], { passId }),
  saveOne: (db, record, stored) => void saveCallDetail(db, record as any, stored),
  remove: deleteCall,
};
/* eslint-enable @typescript-eslint/no-explicit-any */

export const adapters: Record<MirrorResource, ResourceAdapter> = { agents, campaigns, contacts, calls };

/** The order of a run: the small lists first (names for everything else), calls last. */
export const SYNC_ORDER: readonly MirrorResource[] = ['agents', 'campaigns', 'contacts', 'calls'];
