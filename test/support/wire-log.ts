import type { MirrorResource } from '../../src/main/mirror';

/**
 * A fetch for the client that logs every request with the body it carried,
 * in the order requests left and answers came back, so a test can check
 * what went on the wire (one PATCH with only the changed fields, the pages a
 * sync asked for) and what overlapped what (nothing sent while a do-not-call
 * is on its way). Hooks let a test answer a request instead of the server (a
 * gateway error, say), or act between one answer and the next (edit on the
 * "dashboard" while the sync pages) and rewrite an answer (a row missing from
 * a page, as offset paging over a moving list would give).
 */
export interface WireRequest {
  method: string;
  /** Below /v1, without the query: `/contacts/contact_…`. */
  path: string;
  query: URLSearchParams;
  /** The JSON body sent, if any. */
  body: unknown;
  status: number;
  /** When the request left and when its answer came back, as positions in one sequence of events. */
  left: number;
  answered: number;
}

export interface WireHooks {
  /** Answers a request instead of the server when it returns a response. */
  answer?: ((request: { method: string; path: string; body: unknown }) => Response | undefined) | undefined;
  /** Called with each JSON answer before the client reads it; may return a JSON body to send instead, or act on the server first. */
  onAnswer?: ((request: WireRequest, body: unknown) => unknown) | undefined;
}

export function recordingFetch(hooks: WireHooks = {}) {
  const log: WireRequest[] = [];
  let events = 0;
  const recorded: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/v1/, '');
    const body = typeof init?.body === 'string' && init.body !== '' ? (JSON.parse(init.body) as unknown) : undefined;
    const left = ++events;
    const response = hooks.answer?.({ method, path, body }) ?? (await fetch(input, init));
    const request: WireRequest = { method, path, query: url.searchParams, body, status: response.status, left, answered: ++events };
    log.push(request);
    if (!hooks.onAnswer || !(response.headers.get('content-type') ?? '').includes('json')) return response;
    const text = await response.text();
    const answer = text === '' ? undefined : (JSON.parse(text) as unknown);
    const replaced = await hooks.onAnswer(request, answer);
    return new Response(replaced === undefined ? text : JSON.stringify(replaced), { status: response.status, headers: response.headers });
  };
  return {
    fetch: recorded,
    log,
    /** Requests that change something (not GETs), as `METHOD path` with their body. */
    writes: () => log.filter((request) => request.method !== 'GET').map(({ method, path, body }) => ({ method, path, body })),
    clear: () => void log.splice(0),
  };
}

/** List requests of a resource in the log: their page and per_page. */
export function listRequests(log: readonly WireRequest[], resource: MirrorResource): { page: number; perPage: number; sinceHours: string | null }[] {
  return log
    .filter((request) => request.method === 'GET' && request.path === `/${resource}`)
    .map((request) => ({ page: Number(request.query.get('page')), perPage: Number(request.query.get('per_page')), sinceHours: request.query.get('since_hours') }));
}

/** Single-record GETs of a resource in the log, by id. */
export function detailRequests(log: readonly WireRequest[], resource: MirrorResource): string[] {
  return log.filter((request) => request.method === 'GET' && request.path.startsWith(`/${resource}/`)).map((request) => decodeURIComponent(request.path.split('/')[2]!));
}
