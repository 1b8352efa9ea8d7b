import { createManualClock, type ManualClock } from '../../src/server/clock';
import { startSandboxServer, type SandboxServer, type SandboxServerOptions } from '../../src/server/sandbox-server';

/**
 * A sandbox on 127.0.0.1 with a port of its own, a manual clock (tests move
 * time instead of sleeping) and rate limiting off unless asked for.
 */
export interface TestSandbox {
  server: SandboxServer;
  clock: ManualClock;
  /** Client with the main workspace's write key. */
  api: ApiClient;
  /** Client with the main workspace's read-only key. */
  reader: ApiClient;
  /** Client with the second workspace's write key. */
  other: ApiClient;
  client(key?: string): ApiClient;
}

/** `realClock`: the server on the system clock instead, for a test whose client is a child process running on real time. */
export async function startTestSandbox(options: SandboxServerOptions & { realClock?: boolean } = {}): Promise<TestSandbox> {
  const { realClock, ...serverOptions } = options;
  const clock = createManualClock();
  const server = await startSandboxServer({ rateLimit: 0, ...(realClock ? {} : { clock }), ...serverOptions });
  const client = (key?: string) => apiClient(server.baseUrl, key);
  return { server, clock, api: client(server.keys.write), reader: client(server.keys.read), other: client(server.keys.other_workspace), client };
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the text when the body is not JSON. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests inspect arbitrary bodies
  text: string;
}

export interface ApiClient {
  get(path: string): Promise<ApiResponse>;
  post(path: string, body?: unknown): Promise<ApiResponse>;
  patch(path: string, body: unknown): Promise<ApiResponse>;
  delete(path: string): Promise<ApiResponse>;
  /** Any request; `path` is relative to the base URL (include /v1). */
  raw(method: string, path: string, init?: { headers?: Record<string, string>; body?: string }): Promise<ApiResponse>;
}

export function apiClient(baseUrl: string, key?: string): ApiClient {
  const raw: ApiClient['raw'] = async (method, path, init = {}) => {
    const headers: Record<string, string> = { ...(key === undefined ? {} : { authorization: `Bearer ${key}` }), ...init.headers };
    const response = await fetch(baseUrl + path, { method, headers, ...(init.body === undefined ? {} : { body: init.body }) });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (an HTML fault page, say): keep the text.
    }
    return { status: response.status, headers: response.headers, body, text };
  };
  const withJson = (method: string) => (path: string, body?: unknown) =>
    raw(method, `/v1${path}`, body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return {
    get: (path) => raw('GET', `/v1${path}`),
    post: withJson('POST'),
    patch: withJson('PATCH'),
    delete: (path) => raw('DELETE', `/v1${path}`),
    raw,
  };
}

/** Creates a contact and returns its id. */
export async function createContact(api: ApiClient, fields: Record<string, unknown> = {}): Promise<string> {
  const response = await api.post('/contacts', { first_name: 'Test', ...fields });
  if (response.status !== 201) throw new Error(`contact create failed: ${response.status} ${response.text}`);
  return response.body.id as string;
}

export async function createAgent(api: ApiClient, fields: Record<string, unknown> = { name: 'Test agent', objective: 'Help' }): Promise<string> {
  const response = await api.post('/agents', fields);
  if (response.status !== 201) throw new Error(`agent create failed: ${response.status} ${response.text}`);
  return response.body.data.id as string;
}

export async function createCampaign(api: ApiClient, fields: Record<string, unknown> = {}): Promise<string> {
  const response = await api.post('/campaigns', { name: 'Test campaign', ...fields });
  if (response.status !== 201) throw new Error(`campaign create failed: ${response.status} ${response.text}`);
  return response.body.data.id as string;
}

export const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

export function sortedKeys(value: object): string[] {
  return Object.keys(value).sort();
}
