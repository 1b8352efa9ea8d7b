/**
 * A fetch for the client that plays the network's part in one exactly-once
 * window at a time, on chosen requests only, so a test can put a request in
 * the exact state it wants (the fault injector's faults are random draws):
 *
 * - `never-sent`: fails as a reset connection would, without reaching the
 *   server (the client cannot tell this from a lost answer);
 * - `answer-lost`: reaches the server, which commits, and then fails as a
 *   dropped connection would;
 * - `delay`: reaches the server only once `until()` (asked when the
 *   request is made) has resolved;
 * - `hold`: reaches the server (`onAnswer` is called once it has answered),
 *   and hands the answer back only once `until()` (asked then) has resolved: together
 *   with `delay`, a test orders what the server and the client see;
 * - `crash`: reaches the server (or not, with `before: true`) and never
 *   answers, and from then on no request reaches the server and no answer
 *   comes back (those already sent may still commit): the client is frozen
 *   as a process killed at that instant would be, and `onCrash` can take
 *   the image of its database a restart would find.
 *
 * Every request is logged as `METHOD /path` (below /v1, query kept).
 */
export type Action =
  | { kind: 'never-sent' }
  | { kind: 'answer-lost' }
  | { kind: 'delay'; until(): Promise<unknown> }
  | { kind: 'hold'; until(): Promise<unknown>; onAnswer?(): void }
  | { kind: 'crash'; before?: boolean; onCrash(): void };

export interface Rule {
  /** An HTTP method, or `ANY-WRITE` for any but GET. */
  method: string;
  /** Matches the path below /v1 (query included). */
  path: RegExp;
  /** Matches the request's JSON body, when given. */
  body?: RegExp;
  action: Action;
  /** How many matching requests the rule applies to. Default 1. */
  times?: number;
  /** Matching requests let through before the rule applies. Default 0. */
  skip?: number;
}

export interface ScriptedFetch {
  fetch: typeof fetch;
  log: string[];
  add(rule: Rule): void;
}

export function scriptedFetch(rules: Rule[] = []): ScriptedFetch {
  const arm = (rule: Rule) => ({ ...rule, left: rule.times ?? 1, skipped: 0 });
  const active = rules.map(arm);
  const matches = (rule: Rule, method: string, path: string, body: string) =>
    (rule.method === 'ANY-WRITE' ? method !== 'GET' : rule.method === method) && rule.path.test(path) && (rule.body === undefined || rule.body.test(body));
  const log: string[] = [];
  let crashed = false;
  const frozen = () => new Promise<Response>(() => undefined);
  const pass = async (input: Parameters<typeof fetch>[0], init: Parameters<typeof fetch>[1]) => {
    const response = await fetch(input, init);
    return crashed ? frozen() : response;
  };
  const wrapped: typeof fetch = async (input, init) => {
    if (crashed) return frozen();
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/v1/, '') + url.search;
    log.push(`${method} ${path}`);
    const rule = active.find((candidate) => candidate.left > 0 && matches(candidate, method, path, typeof init?.body === 'string' ? init.body : ''));
    if (rule === undefined) return pass(input, init);
    if (rule.skipped < (rule.skip ?? 0)) {
      rule.skipped += 1;
      return pass(input, init);
    }
    rule.left -= 1;
    const { action } = rule;
    switch (action.kind) {
      case 'never-sent':
        throw connectionReset();
      case 'answer-lost': {
        await (await pass(input, init)).arrayBuffer();
        throw connectionReset();
      }
      case 'delay':
        await action.until();
        return crashed ? frozen() : pass(input, init);
      case 'hold': {
        const response = await pass(input, init);
        const body = await response.arrayBuffer();
        action.onAnswer?.();
        await action.until();
        return crashed ? frozen() : new Response(body, { status: response.status, headers: response.headers });
      }
      case 'crash':
        if (!action.before) await (await pass(input, init)).arrayBuffer();
        crashed = true;
        action.onCrash();
        return frozen();
    }
  };
  return { fetch: wrapped, log, add: (rule) => active.push(arm(rule)) };
}

/** What Node's fetch throws when the server closes the connection mid-request. */
function connectionReset(): TypeError {
  return new TypeError('fetch failed', { cause: Object.assign(new Error('other side closed'), { code: 'ECONNRESET' }) });
}
