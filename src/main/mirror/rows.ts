import type { CallDirection, CallStatus, CampaignStatus, ContactStatus, Sentiment } from '../../shared/api/resources';
import { parseRaw, type RawRecord } from './raw-json';

/**
 * The rows the read side returns to the service (and on to the renderer):
 * API field names where the API has the field, plain values (no JSON
 * strings, booleans as booleans), and display names joined in. Each mapper
 * is paired with the column list it reads, so the SQL and the mapping change
 * together.
 */

/** A piece of text that is or is not a search hit; the renderer shows it as text, never as HTML. */
export interface TextSegment {
  text: string;
  hit: boolean;
}

export interface Page<Row> {
  rows: Row[];
  /** Pass as `after` to get the next page; null on the last page. */
  nextCursor: string | null;
}

// --- Contacts --------------------------------------------------------------

export interface ContactRow {
  id: string;
  first_name: string;
  last_name: string | null;
  /** "First Last", as displayed. */
  name: string;
  phone: string | null;
  email: string | null;
  company: string | null;
  tags: string[];
  status: ContactStatus;
  created_at: string;
  updated_at: string | null;
  /** True while an unsent local edit is shown (set by the outbox overlay). */
  pending: boolean;
}

export interface ContactRecord extends ContactRow {
  /** The record as received, list and detail merged, unknown fields included. */
  raw: RawRecord;
  synced_at: string;
  detail_fetched_at: string | null;
}

export const CONTACT_COLUMNS = 'c.id, c.first_name, c.last_name, c.name, c.phone, c.email, c.company, c.tags_json, c.status, c.created_at, c.updated_at, c.pending';

interface ContactSqlRow {
  id: string;
  first_name: string;
  last_name: string | null;
  name: string;
  phone: string | null;
  email: string | null;
  company: string | null;
  tags_json: string;
  status: ContactStatus;
  created_at: string;
  updated_at: string | null;
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

export interface AgentRow {
  id: string;
  name: string;
  language: string;
  is_active: boolean;
  voice_provider: string | null;
  assistant_name: string | null;
  company_name: string | null;
  call_direction: 'inbound' | 'outbound' | 'both' | null;
  created_at: string;
  updated_at: string | null;
  /** False until a single-agent GET was stored (or after the list showed a change). */
  detail_fetched: boolean;
  pending: boolean;
}

export interface AgentRecord extends AgentRow {
  raw: RawRecord;
  synced_at: string;
  detail_fetched_at: string | null;
}

export const AGENT_COLUMNS =
  'c.id, c.name, c.language, c.is_active, c.voice_provider, c.assistant_name, c.company_name, c.call_direction, c.created_at, c.updated_at, c.detail_fetched_at, c.pending';

interface AgentSqlRow {
  id: string;
  name: string;
  language: string;
  is_active: number;
  voice_provider: string | null;
  assistant_name: string | null;
  company_name: string | null;
  call_direction: AgentRow['call_direction'];
  created_at: string;
  updated_at: string | null;
  detail_fetched_at: string | null;
  pending: number;
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
  };
}

// --- Campaigns -------------------------------------------------------------

export interface CampaignRow {
  id: string;
  name: string;
  agent_id: string | null;
  agent_name: string | null;
  status: CampaignStatus;
  objective: string | null;
  campaign_mode: string | null;
  timezone: string | null;
  created_at: string;
  started_at: string | null;
  detail_fetched: boolean;
  pending: boolean;
}

export interface CampaignRecord extends CampaignRow {
  description: string | null;
  raw: RawRecord;
  synced_at: string;
  detail_fetched_at: string | null;
}

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

interface CampaignSqlRow {
  id: string;
  name: string;
  agent_id: string | null;
  agent_name: string | null;
  status: CampaignStatus;
  objective: string | null;
  campaign_mode: string | null;
  timezone: string | null;
  created_at: string;
  started_at: string | null;
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

export interface CallRow {
  id: string;
  agent_id: string | null;
  contact_id: string | null;
  campaign_id: string | null;
  direction: CallDirection;
  call_status: CallStatus;
  duration_seconds: number;
  sentiment: Sentiment | null;
  cost: number;
  start_timestamp: string;
  end_timestamp: string;
  /** Display names from the mirrored records; null when the record is not (or no longer) mirrored. */
  contact_name: string | null;
  agent_name: string | null;
  campaign_name: string | null;
  /** False until the call's summary and transcript are stored. */
  detail_fetched: boolean;
}

export interface TranscriptEntryRow {
  position: number;
  speaker: 'agent' | 'caller';
  text: string;
  timestamp: number;
}

export interface CallRecord extends CallRow {
  summary: string | null;
  /** Empty until the detail is fetched (see `detail_fetched`). */
  transcript: TranscriptEntryRow[];
  raw: RawRecord;
  synced_at: string;
  detail_fetched_at: string | null;
}

export const CALL_COLUMNS = `c.id, c.agent_id, c.contact_id, c.campaign_id, c.direction, c.call_status, c.duration_seconds, c.sentiment,
  c.cost, c.start_timestamp, c.end_timestamp, ${nameOf('contacts_view', 'c.contact_id')} AS contact_name, ${nameOf('agents_view', 'c.agent_id')} AS agent_name,
  ${nameOf('campaigns_view', 'c.campaign_id')} AS campaign_name, c.detail_fetched_at`;
export const CALL_JOINS = '';

interface CallSqlRow extends Omit<CallRow, 'detail_fetched'> {
  detail_fetched_at: string | null;
}

export function toCallRow(row: unknown): CallRow {
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
    detail_fetched: r.detail_fetched_at !== null,
  };
}

/** The bookkeeping every single-record getter adds. */
export function recordExtras(row: unknown): { raw: RawRecord; synced_at: string; detail_fetched_at: string | null } {
  const r = row as { raw_json: string; synced_at: string; detail_fetched_at: string | null };
  return { raw: parseRaw(r.raw_json), synced_at: r.synced_at, detail_fetched_at: r.detail_fetched_at };
}
