/**
 * About how long requests take to send at a workspace's rate limit, behind
 * those already waiting in the outbox: the outbox sends no faster than the
 * limit allows, so the count over the rate is the floor, and the estimate.
 */
export function sendSeconds(requests: number, backlog: number, perMinute: number): number {
  if (requests <= 0) return 0;
  return Math.ceil(((requests + backlog) / perMinute) * 60);
}

/** "about 4 minutes", "under a minute", "about 2 hours". */
export function durationText(seconds: number): string {
  if (seconds < 60) return 'under a minute';
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.round(minutes / 60);
  return `about ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
