import type { ApiClock } from './clock';
import type { RateLimitObservation } from './rate-limit-headers';

/**
 * Policy: VoiceDesk spends only `share` (default 80%) of the key's rate limit
 * in each window, because the limit is shared by the whole workspace and the
 * people in the dashboard need the rest. It must still spend that share
 * fully (a long sync is rate-bound) and never trip a 429 when the server
 * tells us where we stand.
 *
 * Design: a server-truth guard plus even spreading.
 * - The guard: every response's X-RateLimit headers say how many requests
 *   are left (Remaining) until the reset. The reserve is `limit − target`
 *   with `target = floor(share × limit)`; we never start a request that would
 *   take the window below the reserve. Requests we started after the
 *   response that carried the latest Remaining are subtracted from it, so
 *   requests in flight are counted before the server has answered them.
 *   When the window is spent down to the reserve we wait for its reset.
 * - The spread: background work spaces what is left of our share evenly over
 *   the time left in the window (gap = time left / (requests left + 1)),
 *   after a small burst at the start of each window (10% of the target) so
 *   that short jobs finish at once. Even spacing, rather than spending the
 *   whole share in a burst, leaves the dashboard users headroom all through
 *   the window, adapts at once when they use more (Remaining drops, the gap
 *   grows) and means a request the user is waiting for almost never finds
 *   the window spent: `interactive` requests skip the spacing (never the guard).
 * Per window this sends exactly `target` requests, as long as there is work.
 *
 * Reset moments are uncertain by up to a second (whole-second headers, clock
 * skew), so a spent window is waited out for `resetMarginMs` past its reset.
 *
 * Without rate-limit headers we start optimistic (no pacing) and learn from
 * the first 429: the limit is the number of our requests the server accepted
 * in the window that the 429 ended, and the reset is the Retry-After moment.
 * From then on we pace to `share` of that limit in windows of the assumed
 * length (60 s, the spec's "per minute", until 429s show otherwise). A later
 * 429 measures again from a known window start, which corrects a first guess.
 */
export interface RateLimitBudgetOptions {
  clock: ApiClock;
  /** Fraction of the limit VoiceDesk may use, in (0, 1]. Default 0.8. */
  share?: number;
  /** Requests that may go at once at the start of a window. Default 10% of the target, at least 1. */
  burst?: number;
  /** How long past a reset to wait before trusting that the window has turned. Default 1000 ms. */
  resetMarginMs?: number;
  /** Window length assumed before the server reveals it. Default 60 s (spec 8: "per minute"). */
  assumedWindowMs?: number;
}

export type BudgetSource = 'unknown' | 'headers' | 'learned';

export interface BudgetSnapshot {
  /** Where the limit comes from: not known yet, the response headers, or learned from 429s. */
  source: BudgetSource;
  share: number;
  limit?: number;
  /** The part of the limit VoiceDesk may use per window. */
  target?: number | undefined;
  /** Requests left in the window for everyone, as far as we know. */
  remaining?: number;
  /** Requests left in the window for VoiceDesk (above the reserve). */
  available?: number;
  /** Local epoch ms of the window's reset. */
  resetAt?: number;
  /** Local epoch ms until which a 429 told us to wait. */
  pausedUntil?: number;
  windowMs: number;
}

export interface RateLimitBudget {
  /** Milliseconds until a request may start; 0 means now. `urgent` requests skip the spacing, never the guard. */
  delayMs(urgent?: boolean): number;
  /** A request starts now; the ticket ties its response to it. */
  begin(): number;
  /** What the response to a ticket said about the window (headers, 429). */
  observe(ticket: number, observation: RateLimitObservation): void;
  snapshot(): BudgetSnapshot;
  /** Called whenever an observation changed what `delayMs` would say. */
  subscribe(listener: () => void): () => void;
}

interface Start {
  seq: number;
  at: number;
  answer: 'pending' | 'accepted' | 'rejected';
}

/** The latest word from the server: Remaining after the request `seq`, and the reset. */
interface Anchor {
  seq: number;
  remaining: number;
  resetAt: number;
  /** Made up from a 429 when the server sends no headers. */
  synthetic: boolean;
}

interface Window {
  resetAt: number;
  remaining: number;
}

export function createRateLimitBudget(options: RateLimitBudgetOptions): RateLimitBudget {
  const { clock } = options;
  const share = options.share ?? 0.8;
  if (!(share > 0 && share <= 1)) throw new RangeError(`share must be in (0, 1], not ${share}`);
  const margin = options.resetMarginMs ?? 1000;
  let windowMs = options.assumedWindowMs ?? 60_000;
  let windowFromHeaders = false;
  let source: BudgetSource = 'unknown';
  let limit: number | undefined;
  let anchor: Anchor | undefined;
  let starts: Start[] = [];
  let nextSeq = 1;
  let lastGrantAt: number | undefined;
  let pausedUntil = 0;
  let consecutive429 = 0;
  let lastBoundary: number | undefined;
  let learning: { from: number; to: number } | undefined;
  const listeners = new Set<() => void>();

  // At least one request per window, so a tiny limit never stalls us entirely.
  const targetOf = (max: number) => Math.max(1, Math.floor(share * max + 1e-9));
  const burstOf = (target: number) => options.burst ?? Math.max(1, Math.ceil(target * 0.1));
  const count = (keep: (start: Start) => boolean) => starts.reduce((n, start) => (keep(start) ? n + 1 : n), 0);

  function currentWindow(now: number): Window | undefined {
    if (!anchor || limit === undefined) return undefined;
    const { seq, remaining, resetAt } = anchor;
    if (now < resetAt + margin) return { resetAt, remaining: remaining - count((s) => s.seq > seq) };
    // The window has turned since the server last spoke: assume fixed windows
    // until the next response says where we really are.
    const periods = Math.floor((now - resetAt - margin) / windowMs);
    const start = resetAt + periods * windowMs;
    return { resetAt: start + windowMs, remaining: limit - count((s) => s.at >= start) };
  }

  function delayMs(urgent = false): number {
    const now = clock.now();
    if (pausedUntil > now) return pausedUntil - now;
    const window = currentWindow(now);
    if (!window || limit === undefined) return 0;
    const target = targetOf(limit);
    const available = window.remaining - (limit - target);
    if (available <= 0) return Math.max(1, Math.ceil(window.resetAt + margin - now));
    if (urgent || available > target - burstOf(target) || lastGrantAt === undefined) return 0;
    const next = lastGrantAt + Math.max(0, window.resetAt - lastGrantAt) / (available + 1);
    return Math.max(0, Math.ceil(next - now));
  }

  function begin(): number {
    const now = clock.now();
    const seq = nextSeq++;
    starts.push({ seq, at: now, answer: 'pending' });
    lastGrantAt = now;
    if (starts.length > 256) prune(now);
    return seq;
  }

  // Keeps what the estimates can still need: the last few windows, and everything after the anchor or in the window being learned.
  function prune(now: number) {
    const horizon = now - 3 * windowMs - margin;
    const anchorSeq = anchor?.seq ?? Infinity;
    starts = starts.filter((s) => s.at >= horizon || s.seq > anchorSeq || (learning !== undefined && s.at >= learning.from));
  }

  function observe(ticket: number, observation: RateLimitObservation) {
    const start = starts.find((s) => s.seq === ticket);
    if (start) start.answer = observation.status === 429 ? 'rejected' : 'accepted';
    if (observation.remaining !== undefined) fromHeaders(ticket, observation);
    if (observation.status === 429) from429(ticket, observation);
    else {
      consecutive429 = 0;
      // A request of the window being learned that was still in flight at the 429 counts once it is accepted.
      if (source === 'learned' && learning && start && start.at >= learning.from && start.at < learning.to) {
        limit = Math.max(1, acceptedIn(learning));
      }
    }
    for (const listener of listeners) listener();
  }

  function fromHeaders(ticket: number, observation: RateLimitObservation) {
    const remaining = observation.remaining!;
    source = 'headers';
    learning = undefined;
    // The newest request's answer is the truth; an older one arriving late is stale.
    if (anchor && !anchor.synthetic && ticket < anchor.seq) return;
    limit = observation.limit ?? Math.max(limit ?? 0, remaining + 1);
    if (observation.resetAt !== undefined) {
      // A countdown seen right after a reset is the window's length; the longest seen is the best estimate.
      const span = Math.max(1000, observation.resetAt - observation.receivedAt);
      windowMs = windowFromHeaders ? Math.max(windowMs, span) : span;
      windowFromHeaders = true;
    }
    anchor = { seq: ticket, remaining, resetAt: observation.resetAt ?? observation.receivedAt + windowMs, synthetic: false };
  }

  function from429(ticket: number, observation: RateLimitObservation) {
    consecutive429 += 1;
    const at = observation.receivedAt;
    const waitMs =
      observation.retryAfterMs ??
      (observation.resetAt === undefined ? undefined : observation.resetAt - at) ??
      // No word on how long: back off, doubling, up to a minute.
      Math.min(60_000, 1000 * 2 ** (consecutive429 - 1));
    const boundary = at + waitMs;
    const alreadyPaused = pausedUntil > at;
    pausedUntil = Math.max(pausedUntil, boundary);
    if (source !== 'headers' && !alreadyPaused) learnFrom429(ticket, boundary);
  }

  function acceptedIn(range: { from: number; to: number }): number {
    return count((s) => s.answer === 'accepted' && s.at >= range.from && s.at < range.to);
  }

  function learnFrom429(ticket: number, boundary: number) {
    // Two reset moments are a whole number of windows apart, so the closest
    // pair bounds the window from above; differences within the rounding
    // noise of whole-second waits are not evidence of a shorter window.
    if (lastBoundary !== undefined && boundary - lastBoundary >= 1000 && boundary - lastBoundary < windowMs - 2 * margin) {
      windowMs = boundary - lastBoundary;
    }
    // The window the 429 ended began one window before the reset; a wait
    // rounded up to whole seconds puts that moment up to a margin too late.
    const range = { from: Math.max(lastBoundary ?? -Infinity, boundary - windowMs) - margin, to: boundary };
    lastBoundary = boundary;
    const accepted = acceptedIn(range);
    // A 429 before any of ours was accepted says others spent the window; it tells nothing about the limit.
    if (accepted === 0) return;
    source = 'learned';
    learning = range;
    limit = accepted;
    anchor = { seq: ticket, remaining: 0, resetAt: boundary, synthetic: true };
  }

  function snapshot(): BudgetSnapshot {
    const now = clock.now();
    const window = currentWindow(now);
    const target = limit === undefined ? undefined : targetOf(limit);
    return {
      source,
      share,
      windowMs,
      ...(limit === undefined ? {} : { limit, target }),
      ...(window === undefined || limit === undefined
        ? {}
        : {
            remaining: Math.max(0, window.remaining),
            available: Math.max(0, window.remaining - (limit - target!)),
            resetAt: window.resetAt,
          }),
      ...(pausedUntil > now ? { pausedUntil } : {}),
    };
  }

  return {
    delayMs,
    begin,
    observe,
    snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
