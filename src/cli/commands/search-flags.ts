import { InvalidArgumentError } from 'commander';
import { callDirection, callStatus, sentiment } from '../../shared/api/resources';
import type { CallFilter } from '../../main/mirror';

/**
 * The call filters of `voicedesk search`, as flags, read into the mirror's
 * CallFilter. Each parser throws commander's InvalidArgumentError, which
 * commander prints with the flag's name ("option '--status <list>' argument
 * 'done' is invalid. …"), so the message says only what is wrong and the fix.
 */
export interface SearchFilterFlags {
  from?: string;
  to?: string;
  agent?: string;
  campaign?: string;
  status?: CallFilter['status'];
  direction?: CallFilter['direction'];
  sentiment?: CallFilter['sentiment'];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date (`2025-01-31`, a whole day in UTC) or an ISO 8601 instant. `--from`
 * takes the start of the day, `--to` its end, so `--from 2025-01-01 --to
 * 2025-01-31` is all of January.
 */
export function parseBound(edge: 'from' | 'to'): (value: string) => string {
  return (value) => {
    const ms = Date.parse(DAY.test(value) ? `${value}T00:00:00Z` : value);
    if (!Number.isFinite(ms) || !(DAY.test(value) || /^\d{4}-\d{2}-\d{2}T/.test(value))) {
      throw new InvalidArgumentError('must be a date such as 2025-01-31, or a date and time such as 2025-01-31T09:00:00Z.');
    }
    return new Date(DAY.test(value) && edge === 'to' ? ms + 86_400_000 : ms).toISOString();
  };
}

/** A comma-separated list of the values an enum allows: `--status completed,voicemail`. */
export function parseChoices<Value extends string>(allowed: readonly Value[]): (value: string) => Value[] {
  return (value) => {
    const chosen = value.split(',').map((part) => part.trim()).filter((part) => part !== '');
    const wrong = chosen.filter((part) => !(allowed as readonly string[]).includes(part));
    if (chosen.length === 0 || wrong.length > 0) throw new InvalidArgumentError(`must be one or more of ${allowed.join(', ')}, separated by commas${wrong.length > 0 ? `; not ${wrong.join(', ')}` : ''}.`);
    return chosen as Value[];
  };
}

export const parseStatus = parseChoices(callStatus.options);
export const parseDirection = parseChoices(callDirection.options);
export const parseSentiment = parseChoices(sentiment.options);

/** A record id as given: not blank. */
export function parseId(value: string): string {
  if (value.trim() === '') throw new InvalidArgumentError('must be an id such as agent_0001, not blank.');
  return value.trim();
}

/** `--limit N`: a whole number of calls, at least 1 (no upper bound: the calls are read page by page). */
export function parseLimit(value: string): number {
  const limit = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(limit) || limit < 1) throw new InvalidArgumentError('must be a whole number of calls, 1 or more.');
  return limit;
}

export function callFilterOf(text: string, flags: SearchFilterFlags): CallFilter {
  const filter: CallFilter = { text };
  if (flags.from !== undefined) filter.from = flags.from;
  if (flags.to !== undefined) filter.to = flags.to;
  if (flags.agent !== undefined) filter.agentId = flags.agent;
  if (flags.campaign !== undefined) filter.campaignId = flags.campaign;
  if (flags.status !== undefined) filter.status = flags.status;
  if (flags.direction !== undefined) filter.direction = flags.direction;
  if (flags.sentiment !== undefined) filter.sentiment = flags.sentiment;
  return filter;
}

/** Whether any call filter flag was given (contacts are then not searched: the filters are about calls). */
export function hasCallFilters(flags: SearchFilterFlags): boolean {
  return [flags.from, flags.to, flags.agent, flags.campaign, flags.status, flags.direction, flags.sentiment].some((value) => value !== undefined);
}
