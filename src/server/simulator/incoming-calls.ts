import type { Database } from 'better-sqlite3';
import type { CallDirection } from '../../shared/api/index';
import { fakeCall } from '../content/index';
import type { Random } from '../support/random';
import { idFromUuid } from '../ids';
import { callRecord } from '../seed/records';
import { agentIsActive, listAgentsForSimulation, type SimulatedAgent } from '../store/agents';
import { insertCalls } from '../store/calls';
import { contactAtOrAfterPosition, lastContactPosition, type ContactSample } from '../store/contacts';
import { arrivalKey } from './arrivals';
import { KNOWN_CALLER, SIMULATION_RATES } from './rates';
import { chargeCall, type TickContext } from './tick-context';

/**
 * Inbound and web calls arrive, around the clock, for every agent that is
 * active and answers calls (call_direction inbound or both), in every
 * workspace. An agent switched off or still provisioning gets none, and its
 * arrival clock stands still. Some callers are known contacts of the
 * workspace (dnc or not: the list only stops outbound dialling); the rest
 * are unknown numbers. Each call is billed like any other.
 */
export function receiveCalls(context: TickContext): void {
  for (const agent of listAgentsForSimulation(context.db)) {
    if (!agentIsActive(agent, context.now) || agent.call_direction === 'outbound') continue;
    for (const [direction, perHour] of [
      ['inbound', SIMULATION_RATES.inboundCallsPerAgentHour],
      ['web', SIMULATION_RATES.webCallsPerAgentHour],
    ] as const) {
      const due = context.arrivals.due(arrivalKey(direction, agent.seq), perHour, context.elapsed, context.budget.left);
      for (let call = 0; call < due; call++) {
        receiveCall(context, agent, direction);
        context.budget.left--;
      }
    }
  }
}

function receiveCall(context: TickContext, agent: SimulatedAgent, direction: Exclude<CallDirection, 'outbound'>): void {
  const { db, now, rng } = context;
  const caller = rng.chance(KNOWN_CALLER[direction]) ? randomContact(db, rng, agent.workspace_id) : undefined;
  const call = fakeCall(rng, {
    direction,
    agentName: agent.assistant_name ?? 'the assistant',
    companyName: agent.company_name ?? 'the company',
    contactFirstName: caller?.first_name ?? null,
    objective: agent.objective,
    productDescription: agent.product_description,
  });
  insertCalls(db, [
    callRecord(
      { id: idFromUuid('call', rng.uuid()), workspaceId: agent.workspace_id, agentId: agent.id, contactId: caller?.id ?? null, campaignId: null, direction },
      call,
      now - call.duration_seconds * 1000,
    ),
  ]);
  context.report[direction === 'web' ? 'webCalls' : 'inboundCalls']++;
  chargeCall(context, agent.workspace_id, call.cost);
}

/** A contact of the workspace picked at random, or undefined when a few tries find none (an empty workspace). */
export function randomContact(db: Database, rng: Random, workspaceId: number): ContactSample | undefined {
  const last = lastContactPosition(db);
  if (last === 0) return undefined;
  for (let attempt = 0; attempt < 4; attempt++) {
    const contact = contactAtOrAfterPosition(db, rng.int(1, last));
    if (contact?.workspace_id === workspaceId) return contact;
  }
  return undefined;
}
