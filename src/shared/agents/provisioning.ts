/**
 * Whether the service has finished setting up a new agent. Spec 3.3: a newly
 * created agent is provisioning for "a few seconds", and until then
 * `is_active` is not yet true; so true means ready. The spec shows no status
 * field for agents, but other implementations (and earlier drafts) answer
 * with one, so a `status` (or `provisioning_status`) in words we know wins:
 * "provisioning"-like words keep waiting, "ready"-like words end it, and a
 * failure ends it too. Words we do not know fall back to `is_active`.
 */
export type ProvisioningReading = 'provisioning' | 'ready' | 'failed';

const WAITING = new Set(['provisioning', 'pending', 'creating', 'building', 'initializing', 'initialising', 'queued', 'processing', 'in_progress', 'crawling', 'deploying']);
const READY = new Set(['ready', 'active', 'live', 'provisioned', 'complete', 'completed', 'available', 'enabled', 'running', 'deployed']);
const FAILED = new Set(['failed', 'failure', 'error', 'errored']);

export function provisioningReading(agent: { is_active?: unknown; status?: unknown; provisioning_status?: unknown }): ProvisioningReading {
  for (const value of [agent.provisioning_status, agent.status]) {
    if (typeof value !== 'string') continue;
    const word = value.trim().toLowerCase().replace(/[\s-]+/g, '_');
    if (WAITING.has(word)) return 'provisioning';
    if (READY.has(word)) return 'ready';
    if (FAILED.has(word)) return 'failed';
  }
  return agent.is_active === true ? 'ready' : 'provisioning';
}

/**
 * How long the app reads a new agent again before it stops (spec 3.3 says
 * "a few seconds": past this, something else is wrong). The screens name
 * it when they say the app stopped checking.
 */
export const PROVISIONING_GIVE_UP_MS = 10 * 60_000;
