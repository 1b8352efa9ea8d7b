import type { FixedWindowLimiter } from '../support/fixed-window-limiter';
import type { RecordedRequest, Reply } from '../support/scripted-api-server';

/**
 * Another implementation of the spec, played by the scripted server: a small
 * workspace served with the liberties the spec allows (no `meta`, bare
 * bodies, a silent per_page cap, no or differently-formed rate-limit
 * headers, lists that ignore paging) and a few records this client cannot
 * read, so the sync engine is tested against more than our own sandbox.
 */
type Json = Record<string, unknown>;

export interface FakeWorkspace {
  agents: Json[];
  campaigns: Json[];
  contacts: Json[];
  /** List items; `callDetails` has the single-call shape. */
  calls: Json[];
  callDetails: Map<string, Json>;
}

export interface FakeBehaviour {
  /** Largest per_page honoured; a larger one is capped without a word. Default 100. */
  cap?: number;
  /** `none`: lists carry no meta; `echo`: meta with per_page echoing what was asked (not what was used). Default none. */
  meta?: 'none' | 'echo';
  /** Lists as bare arrays, single records without the `data` wrapper. */
  bare?: boolean;
  /** per_page above this is refused with 422. */
  maxAccepted?: number;
  /** Agents and campaigns: the whole list whatever page and per_page say. */
  wholeSmallLists?: boolean;
  limiter?: FixedWindowLimiter;
  /** A fixed answer for any request whose path starts with this (e.g. a 403 on /v1/campaigns). */
  override?: { path: string; reply: Reply };
}

const BASE = Date.parse('2026-02-20T10:00:00.000Z');
const iso = (offsetMinutes: number) => new Date(BASE + offsetMinutes * 60_000).toISOString();

/** Records a client must read, plus: contact_7 with a status the spec does not have, call_3 whose transcript has a speaker it does not have. */
export function fakeWorkspace(sizes: { agents?: number; campaigns?: number; contacts?: number; calls?: number } = {}): FakeWorkspace {
  const agents = Array.from({ length: sizes.agents ?? 3 }, (_, n) => ({
    id: `agent_${n}`,
    name: `Agent ${n}`,
    language: 'en-US',
    is_active: n !== 2,
    voice_provider: 'cloud',
    created_at: iso(n),
    call_direction: 'both',
    updated_at: iso(n + 1),
    // A field this client has never heard of: kept as received.
    voice_speed: 1 + n / 10,
  }));
  const campaigns = Array.from({ length: sizes.campaigns ?? 2 }, (_, n) => ({
    id: `campaign_${n}`,
    name: `Campaign ${n}`,
    agent_id: 'agent_0',
    status: n === 0 ? 'active' : 'draft',
    objective: 'Book visits',
    created_at: iso(10 + n),
  }));
  const contacts = Array.from({ length: sizes.contacts ?? 60 }, (_, n) => ({
    id: `contact_${n}`,
    first_name: `Person${n}`,
    last_name: n % 3 === 0 ? null : `Family${n}`,
    phone: `+1415555${String(1000 + n)}`,
    email: `person${n}@example.com`,
    company: n % 4 === 0 ? 'Acme, Inc.' : null,
    tags: n % 5 === 0 ? ['vip', 'lead'] : [],
    status: n === 7 ? 'gone' : 'active',
    created_at: iso(100 + n),
  }));
  const calls: Json[] = [];
  const callDetails = new Map<string, Json>();
  for (let n = 0; n < (sizes.calls ?? 30); n++) {
    const start = BASE + (2000 - n * 30) * 60_000;
    const item = {
      id: `call_${n}`,
      agent_id: 'agent_0',
      contact_id: `contact_${n % 20}`,
      direction: 'outbound',
      call_status: 'completed',
      duration_seconds: 60 + n,
      sentiment: 'positive',
      cost: 0.12,
      start_timestamp: new Date(start).toISOString(),
      end_timestamp: new Date(start + (60 + n) * 1000).toISOString(),
    };
    calls.push(item);
    callDetails.set(item.id, {
      ...item,
      campaign_id: 'campaign_0',
      summary: `Call ${n} about a delivery window.`,
      transcript: [
        { speaker: n === 3 ? 'robot' : 'agent', text: `Hello, this is call ${n}.`, timestamp: 0 },
        { speaker: 'caller', text: 'When does my parcel arrive?', timestamp: 2.5 },
      ],
    });
  }
  return { agents, campaigns, contacts, calls, callDetails };
}

/** Answers every request as the fake implementation would. */
export function serveFakeWorkspace(workspace: FakeWorkspace, behaviour: FakeBehaviour = {}) {
  const cap = behaviour.cap ?? 100;
  return (request: RecordedRequest): Reply => {
    const limited = behaviour.limiter?.take('us');
    const headers = limited ? Object.fromEntries(limited.headers.entries()) : {};
    if (limited && limited.status === 429) return { status: 429, headers, json: limited.body };
    if (behaviour.override && request.path.startsWith(behaviour.override.path)) return behaviour.override.reply;
    const [, version, collection, id] = request.path.split('/');
    const lists: Record<string, Json[]> = { agents: workspace.agents, campaigns: workspace.campaigns, contacts: workspace.contacts, calls: workspace.calls };
    const records = collection === undefined ? undefined : lists[collection];
    if (version !== 'v1' || records === undefined || request.method !== 'GET') return { status: 404, json: { error: `No route found for ${request.method} ${request.path}` } };

    if (id !== undefined) {
      const found = collection === 'calls' ? workspace.callDetails.get(id) : records.find((record) => record.id === id);
      if (found === undefined) return { status: 404, headers, json: { error: { code: `${collection!.slice(0, -1)}_not_found`, message: 'not found', status: 404 } } };
      return { status: 200, headers, json: behaviour.bare ? found : { data: found } };
    }

    const asked = Number(request.query['per_page'] ?? 20);
    if (behaviour.maxAccepted !== undefined && asked > behaviour.maxAccepted) {
      return { status: 422, headers, json: { error: { code: 'invalid_request', message: `per_page must be at most ${behaviour.maxAccepted}`, status: 422 } } };
    }
    const page = Number(request.query['page'] ?? 1);
    const whole = behaviour.wholeSmallLists === true && (collection === 'agents' || collection === 'campaigns');
    const size = Math.min(asked, cap);
    const data = whole ? records : records.slice((page - 1) * size, page * size);
    if (behaviour.bare) return { status: 200, headers, json: data };
    const meta = behaviour.meta === 'echo' ? { meta: { total: records.length, page, per_page: asked } } : {};
    return { status: 200, headers, json: { data, ...meta } };
  };
}
