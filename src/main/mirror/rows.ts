import type { CallDetail, CallListRow } from '../../shared/contract/query-methods';
import type { AgentRow, CampaignDetail, CampaignRow, ContactRow } from '../../shared/contract/record-schemas';
import { parseRaw, type RawRecord } from './raw-json';
import { phoneLike } from '../../shared/caller-label';
import { PROVISIONING_STATE_SQL } from './provisioning-agents';

/**
 * The SQL side of the rows the read side returns to the service (and on to
 * the renderer). The row types themselves are the contract's (record-schemas.ts,
 * query-methods.ts), so the mirror cannot drift from what the screens are
 * promised; here are only the columns as stored and the mappers from them.
 * Each mapper is paired with the column list it reads, so the SQL and the
 * mapping change together.
 */

/** The bookkeeping a single-record getter adds to the contract's row. */
export interface MirrorBookkeeping {
  /** The record as received, list and detail merged, unknown fields included. */
  raw: RawRecord;
  synced_at: string;
  detail_fetched_at: string | null;
}

export type ContactRecord = ContactRow & MirrorBookkeeping;
export type AgentRecord = AgentRow & MirrorBookkeeping;
export type CampaignRecord = CampaignRow & Pick<CampaignDetail, 'description'> & MirrorBookkeeping;
export type CallRecord = CallDetail & MirrorBookkeeping;

// --- Contacts --------------------------------------------------------------

export const CONTACT_COLUMNS = 'c.id, c.first_name, c.last_name, c.name, c.phone, c.email, c.company, c.tags_json, c.status, c.created_at, c.updated_at, c.pending';

/** As stored: tags as a JSON array, booleans as 0/1. */
interface ContactSqlRow extends Omit<ContactRow, 'tags' | 'pending'> {
  tags_json: string;
  pending: number;
}

export function toContactRow(row: unknown): ContactRow {
  const r = row as ContactSqlRow;
  return {
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    name: r.name,
    phone: r.phone,
    email: r.email,
    company: r.company,
    tags: JSON.parse(r.tags_json) as string[],
    status: r.status,
    created_at: r.created_at,
    updated_at: r.updated_at,
    pending: r.pending !== 0,
  };
}

// --- Agents ----------------------------------------------------------------

/** Provisioning: created here and not yet said ready by the service (provisioning-agents.ts), read again or given up on. */
export const AGENT_COLUMNS = `c.id, c.name, c.language, c.is_active, c.voice_provider, c.assistant_name, c.company_name, c.call_direction, c.created_at, c.updated_at, c.detail_fetched_at, c.pending,
  ${PROVISIONING_STATE_SQL} AS provisioning_state`;

/** As stored: booleans as 0/1, and when the detail was fetched rather than whether. */
interface AgentSqlRow extends Omit<AgentRow, 'is_active' | 'detail_fetched' | 'pending' | 'provisioning' | 'provisioning_stopped'> {
  is_active: number;
  detail_fetched_at: string | null;
  pending: number;
  /** 0, 1 (watched) or 2 (given up on): see PROVISIONING_STATE_SQL. */
  provisioning_state: number;
}

export function toAgentRow(row: unknown): AgentRow {
  const r = row as AgentSqlRow;
  return {
    id: r.id,
    name: r.name,
    language: r.language,
    is_active: r.is_active !== 0,
    voice_provider: r.voice_provider,
    assistant_name: r.assistant_name,
    company_name: r.company_name,
    call_direction: r.call_direction,
    created_at: r.created_at,
    updated_at: r.updated_at,
    detail_fetched: r.detail_fetched_at !== null,
    pending: r.pending !== 0,
    provisioning: r.provisioning_state === 1,
    provisioning_stopped: r.provisioning_state === 2,
  };
}

// --- Campaigns -------------------------------------------------------------

/**
 * Display names of related records, looked up by key one row at a time.
 * Not joins: the views are UNION ALLs (server rows and overlay rows, see
 * migration 006), and SQLite materializes a compound view on the right of a
 * join, whereas it flattens one in a scalar subquery and pushes the key
 * down to each arm's unique index.
 */
export const nameOf = (view: 'contacts_view' | 'agents_view' | 'campaigns_view', key: string) => `(SELECT name FROM ${view} WHERE id = ${key})`;

export const CAMPAIGN_COLUMNS = `c.id, c.name, c.agent_id, ${nameOf('agents_view', 'c.agent_id')} AS agent_name, c.status, c.objective, c.campaign_mode, c.timezone,
  c.created_at, c.started_at, c.detail_fetched_at, c.pending`;
export const CAMPAIGN_JOINS = '';

interface CampaignSqlRow extends Omit<CampaignRow, 'detail_fetched' | 'pending'> {
  detail_fetched_at: string | null;
  pending: number;
}

export function toCampaignRow(row: unknown): CampaignRow {
  const r = row as CampaignSqlRow;
  return {
    id: r.id,
    name: r.name,
    agent_id: r.agent_id,
    agent_name: r.agent_name,
    status: r.status,
    objective: r.objective,
    campaign_mode: r.campaign_mode,
    timezone: r.timezone,
    created_at: r.created_at,
    started_at: r.started_at,
    detail_fetched: r.detail_fetched_at !== null,
    pending: r.pending !== 0,
  };
}

// --- Calls -----------------------------------------------------------------

/**
 * Fields of a call record, as other implementations of the service may send
 * them, that hold the caller's number (the v1 spec names none; see
 * src/shared/caller-label.ts). Read only when the contact's phone is not
 * known: COALESCE stops at the first value, so calls with a mirrored contact
 * never parse their raw JSON.
 */
const CALLER_NUMBER_FIELDS = ['from_number', 'caller_number', 'phone_number', 'from'] as const;
const callerNumberOf = (call: string) =>
  `COALESCE((SELECT phone FROM contacts_view WHERE id = ${call}.contact_id), ${CALLER_NUMBER_FIELDS.map((field) => `json_extract(${call}.raw_json, '$.${field}')`).join(', ')})`;

export const CALL_COLUMNS = `c.id, c.agent_id, c.contact_id, c.campaign_id, c.direction, c.call_status, c.duration_seconds, c.sentiment,
  c.cost, c.start_timestamp, c.end_timestamp, ${nameOf('contacts_view', 'c.contact_id')} AS contact_name, ${nameOf('agents_view', 'c.agent_id')} AS agent_name,
  ${nameOf('campaigns_view', 'c.campaign_id')} AS campaign_name, ${callerNumberOf('c')} AS caller_number, c.detail_fetched_at`;
export const CALL_JOINS = '';

interface CallSqlRow extends Omit<CallListRow, 'detail_fetched' | 'caller_number'> {
  detail_fetched_at: string | null;
  caller_number: unknown;
}

export function toCallRow(row: unknown): CallListRow {
  const r = row as CallSqlRow;
  return {
    id: r.id,
    agent_id: r.agent_id,
    contact_id: r.contact_id,
    campaign_id: r.campaign_id,
    direction: r.direction,
    call_status: r.call_status,
    duration_seconds: r.duration_seconds,
    sentiment: r.sentiment,
    cost: r.cost,
    start_timestamp: r.start_timestamp,
    end_timestamp: r.end_timestamp,
    contact_name: r.contact_name,
    agent_name: r.agent_name,
    campaign_name: r.campaign_name,
    caller_number: phoneLike(r.caller_number),
    detail_fetched: r.detail_fetched_at !== null,
  };
}

/** The bookkeeping columns every single-record getter reads (raw_json, synced_at, detail_fetched_at). */
export function recordExtras(row: unknown): MirrorBookkeeping {
  const r = row as { raw_json: string; synced_at: string; detail_fetched_at: string | null };
  return { raw: parseRaw(r.raw_json), synced_at: r.synced_at, detail_fetched_at: r.detail_fetched_at };
}
