import { z } from 'zod';
import {
  agent,
  agentCreateBody,
  agentListItem,
  agentUpdateBody,
  call,
  callListItem,
  campaign,
  campaignAddContactsBody,
  campaignCreateBody,
  campaignListItem,
  campaignStartResult,
  contact,
  contactCreateBody,
  contactUpdateBody,
  resourceId,
  validateInput,
  type Agent,
  type AgentCreateBody,
  type AgentListItem,
  type AgentUpdateBody,
  type Call,
  type CallListItem,
  type CallStatus,
  type Campaign,
  type CampaignCreateBody,
  type CampaignListItem,
  type CampaignStartResult,
  type Contact,
  type ContactCreateBody,
  type ContactUpdateBody,
} from '../../shared/api';
import { ApiError, redactSecret, type HttpMethod } from './api-error';
import { systemClock, type ApiClock } from './clock';
import { createResponseReader, type DecodeFailureListener, type ListPage } from './decode-response';
import { createHttpTransport } from './http-transport';
import { createRateLimitBudget, type RateLimitBudget } from './rate-limit-budget';
import { createRequestRunner, type Exchange } from './request-runner';
import { createRequestScheduler, type RequestPriority, type RequestScheduler } from './request-scheduler';
import { defaultRetryPolicy, type RetryPolicyOptions } from './retry-policy';

/**
 * Typed access to every endpoint of spec part 4. Each method takes a
 * priority (what it is for) and a signal (so it can be cancelled), validates
 * what it sends with the shared request schemas before anything is queued,
 * and decodes what comes back with the shared response schemas.
 */
export interface ApiClientOptions {
  baseUrl: string;
  apiKey: string;
  /** The key's one scheduler, when the app already made it; else one is made (see `client.scheduler`). */
  scheduler?: RequestScheduler;
  /** Used when the client makes the scheduler. */
  budget?: RateLimitBudget;
  clock?: ApiClock;
  fetch?: typeof fetch;
  /** Per request. Default 30 s. */
  timeoutMs?: number;
  /** Share of the rate limit to use, when the client makes the budget. Default 0.8. */
  share?: number;
  /** Requests in flight, when the client makes the scheduler. Default 4. */
  concurrency?: number;
  retry?: Partial<RetryPolicyOptions>;
  /** 401: the key was refused; all work for the key has been stopped. Ask for a new key. */
  onUnauthorized?(error: ApiError): void;
  /** 403 on a write: the key may only read. */
  onKeyReadOnly?(error: ApiError): void;
  /** A record that failed decoding and was skipped. */
  onDecodeFailure?: DecodeFailureListener;
  /** Every attempt on the wire (request-runner.ts), for a request log. */
  onExchange?(exchange: Exchange): void;
}

export interface RequestOptions {
  /** Default: `sync` for lists, `hydrate` for single reads, `outbox` for writes. */
  priority?: RequestPriority;
  signal?: AbortSignal;
}

export interface PageQuery {
  /** From 1. Default 1. */
  page?: number;
  /** Default 20 (spec 4). The server may return fewer without saying so. */
  perPage?: number;
}

export interface CallListQuery extends PageQuery {
  /** Filters by call_status. */
  status?: CallStatus | (string & {});
  /** Only calls of the last N hours (a whole number, at least 1). */
  sinceHours?: number;
}

/** A create whose response the spec does not show: the record when it decoded, and the new id whenever the body had one. */
export interface Created<T> {
  record: T | undefined;
  id: string | undefined;
}

export interface ApiClient {
  readonly scheduler: RequestScheduler;
  listAgents(query?: PageQuery, options?: RequestOptions): Promise<ListPage<AgentListItem>>;
  listCampaigns(query?: PageQuery, options?: RequestOptions): Promise<ListPage<CampaignListItem>>;
  listContacts(query?: PageQuery, options?: RequestOptions): Promise<ListPage<Contact>>;
  listCalls(query?: CallListQuery, options?: RequestOptions): Promise<ListPage<CallListItem>>;
  getAgent(id: string, options?: RequestOptions): Promise<Agent>;
  getCampaign(id: string, options?: RequestOptions): Promise<Campaign>;
  getContact(id: string, options?: RequestOptions): Promise<Contact>;
  getCall(id: string, options?: RequestOptions): Promise<Call>;
  createContact(body: ContactCreateBody, options?: RequestOptions): Promise<Contact>;
  /** The contact when the response carried it (not shown by the spec), else undefined. */
  updateContact(id: string, body: ContactUpdateBody, options?: RequestOptions): Promise<Contact | undefined>;
  deleteContact(id: string, options?: RequestOptions): Promise<void>;
  createAgent(body: AgentCreateBody, options?: RequestOptions): Promise<Created<Agent | AgentListItem>>;
  updateAgent(id: string, body: AgentUpdateBody, options?: RequestOptions): Promise<Agent | undefined>;
  deleteAgent(id: string, options?: RequestOptions): Promise<void>;
  createCampaign(body: CampaignCreateBody, options?: RequestOptions): Promise<Created<Campaign>>;
  /** 1 to 100 contact ids per call (spec 4.2), checked before sending. */
  addCampaignContacts(campaignId: string, contactIds: readonly string[], options?: RequestOptions): Promise<void>;
  startCampaign(campaignId: string, options?: RequestOptions): Promise<CampaignStartResult>;
}

const pageQuery = z.strictObject({
  page: z.number().int().min(1).optional(),
  perPage: z.number().int().min(1).optional(),
});
const callListQuery = pageQuery.extend({
  status: z.string().min(1).optional(),
  sinceHours: z.number().int().min(1).optional(),
});

/** The fields of a body schema, for finding the one a server's validation message is about. */
const fieldsOf = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape);

export function createApiClient(options: ApiClientOptions): ApiClient {
  const clock = options.clock ?? systemClock;
  const transport = createHttpTransport({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    clock,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  const scheduler =
    options.scheduler ??
    createRequestScheduler({
      clock,
      budget: options.budget ?? createRateLimitBudget({ clock, ...(options.share === undefined ? {} : { share: options.share }) }),
      ...(options.concurrency === undefined ? {} : { concurrency: options.concurrency }),
    });
  const run = createRequestRunner({
    transport,
    scheduler,
    clock,
    retry: { ...defaultRetryPolicy, ...options.retry },
    redact: (text) => redactSecret(text, options.apiKey),
    ...(options.onUnauthorized ? { onUnauthorized: options.onUnauthorized } : {}),
    ...(options.onKeyReadOnly ? { onKeyReadOnly: options.onKeyReadOnly } : {}),
    ...(options.onExchange ? { onExchange: options.onExchange } : {}),
  });
  const read = createResponseReader(options.onDecodeFailure);

  const send = (method: HttpMethod, path: string, fallback: RequestPriority, requestOptions: RequestOptions, extra: { query?: Record<string, string | number | undefined>; body?: unknown; fields?: readonly string[]; subject?: string } = {}) =>
    run({
      method,
      path,
      priority: requestOptions.priority ?? fallback,
      ...(requestOptions.signal ? { signal: requestOptions.signal } : {}),
      ...extra,
    });

  async function list<S extends z.ZodType>(resource: string, path: string, schema: S, query: CallListQuery, requestOptions: RequestOptions, schemaOfQuery = pageQuery) {
    checked('list query', schemaOfQuery, query);
    const asked = { page: query.page ?? 1, perPage: query.perPage ?? 20 };
    const { response, context } = await send('GET', path, 'sync', requestOptions, {
      query: { page: asked.page, per_page: asked.perPage, status: query.status, since_hours: query.sinceHours },
      subject: `${resource} list request`,
    });
    return read.list(resource, schema, response, context, asked);
  }

  async function getOne<S extends z.ZodType>(resource: string, collection: string, id: string, schema: S, requestOptions: RequestOptions) {
    const { response, context } = await send('GET', pathOf(collection, id), 'hydrate', requestOptions, { subject: resource });
    return read.single(resource, schema, response, context);
  }

  return {
    scheduler,
    listAgents: (query = {}, requestOptions = {}) => list('agent', '/agents', agentListItem, query, requestOptions),
    listCampaigns: (query = {}, requestOptions = {}) => list('campaign', '/campaigns', campaignListItem, query, requestOptions),
    listContacts: (query = {}, requestOptions = {}) => list('contact', '/contacts', contact, query, requestOptions),
    listCalls: (query = {}, requestOptions = {}) => list('call', '/calls', callListItem, query, requestOptions, callListQuery),
    getAgent: (id, requestOptions = {}) => getOne('agent', 'agents', id, agent, requestOptions),
    getCampaign: (id, requestOptions = {}) => getOne('campaign', 'campaigns', id, campaign, requestOptions),
    getContact: (id, requestOptions = {}) => getOne('contact', 'contacts', id, contact, requestOptions),
    getCall: (id, requestOptions = {}) => getOne('call', 'calls', id, call, requestOptions),

    async createContact(body, requestOptions = {}) {
      const value = checked('contact', contactCreateBody, body);
      const { response, context } = await send('POST', '/contacts', 'outbox', requestOptions, { body: value, fields: fieldsOf(contactCreateBody), subject: 'contact' });
      // Spec 4.3: 201 with the bare contact; a wrapped one is accepted too.
      return read.single('contact', contact, response, context);
    },
    async updateContact(id, body, requestOptions = {}) {
      const value = checked('contact', contactUpdateBody, body);
      const { response } = await send('PATCH', pathOf('contacts', id), 'outbox', requestOptions, { body: value, fields: fieldsOf(contactUpdateBody), subject: 'contact' });
      return read.optional('contact', [contact], response);
    },
    async deleteContact(id, requestOptions = {}) {
      // `{ deleted: true }` per spec, but an empty 200 or 204 means the same.
      await send('DELETE', pathOf('contacts', id), 'outbox', requestOptions, { subject: 'contact' });
    },

    async createAgent(body, requestOptions = {}) {
      const value = checked('agent', agentCreateBody, body);
      const { response } = await send('POST', '/agents', 'outbox', requestOptions, { body: value, fields: fieldsOf(agentCreateBody), subject: 'agent' });
      // Not shown by the spec: the full agent, the list shape, or something else with an id.
      return { record: read.optional<z.ZodType<Agent | AgentListItem>>('agent', [agent, agentListItem], response), id: read.id(response) };
    },
    async updateAgent(id, body, requestOptions = {}) {
      const value = checked('agent', agentUpdateBody, body);
      const { response } = await send('PATCH', pathOf('agents', id), 'outbox', requestOptions, { body: value, fields: fieldsOf(agentUpdateBody), subject: 'agent' });
      return read.optional('agent', [agent], response);
    },
    async deleteAgent(id, requestOptions = {}) {
      await send('DELETE', pathOf('agents', id), 'outbox', requestOptions, { subject: 'agent' });
    },

    async createCampaign(body, requestOptions = {}) {
      const value = checked('campaign', campaignCreateBody, body);
      const { response } = await send('POST', '/campaigns', 'outbox', requestOptions, { body: value, fields: fieldsOf(campaignCreateBody), subject: 'campaign' });
      return { record: read.optional('campaign', [campaign], response), id: read.id(response) };
    },
    async addCampaignContacts(campaignId, contactIds, requestOptions = {}) {
      const value = checked('campaign contacts', campaignAddContactsBody, { contact_ids: contactIds });
      await send('POST', `${pathOf('campaigns', campaignId)}/contacts`, 'outbox', requestOptions, { body: value, fields: fieldsOf(campaignAddContactsBody), subject: 'campaign contacts' });
    },
    async startCampaign(campaignId, requestOptions = {}) {
      const { response, context } = await send('POST', `${pathOf('campaigns', campaignId)}/start`, 'outbox', requestOptions, { subject: 'campaign' });
      return read.single('campaign start', campaignStartResult, response, context);
    },
  };
}

/** Validates what we are about to send; refused input never reaches the queue. */
function checked<S extends z.ZodType>(subject: string, schema: S, value: unknown): z.output<S> {
  const result = validateInput(subject, schema, value);
  if (result.ok) return result.value;
  const field = result.problems[0]?.field;
  throw new ApiError({ kind: 'invalid', outcome: 'not_applied', subject, problems: result.problems, ...(field ? { field } : {}) });
}

/** Ids are opaque: sent back exactly as received, escaped for the path. */
function pathOf(collection: string, id: string): string {
  checked('id', resourceId, id);
  return `/${collection}/${encodeURIComponent(id)}`;
}
