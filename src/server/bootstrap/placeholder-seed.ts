import type { Database } from 'better-sqlite3';
import type { CallStatus } from '../../shared/api/index';
import { newId } from '../ids';
import { seededRandom } from '../seeded-random';
import { insertAgents, type AgentRecord } from '../store/agents';
import { insertCalls, type CallRecord } from '../store/calls';
import { insertCampaigns } from '../store/campaigns';
import { insertContacts, type ContactRecord } from '../store/contacts';
import { DEFAULT_BUSINESS_HOURS } from '../operations/campaign-operations';
import { DEMO_SIZES, type SeedOptions } from './seed-options';

/**
 * TODO(seeder): PLACEHOLDER, to be replaced by the real seeder (src/server/seed/, with the
 * fake content of src/server/content/): plain, deterministic records in bulk,
 * so that --seed demo and --contacts N --calls M already fill a workspace and
 * large lists can be measured. It writes only through the store's bulk insert
 * functions, which the real seeder should use too.
 */
export function seedWorkspacePlaceholder(db: Database, workspaceId: number, seed: SeedOptions, now: number): void {
  const sizes = 'preset' in seed ? DEMO_SIZES : { agents: 2, campaigns: 3, contacts: seed.contacts, calls: seed.calls };
  const random = seededRandom(20_250_115);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const DAY = 86_400_000;

  db.transaction(() => {
    const agents: AgentRecord[] = Array.from({ length: sizes.agents }, (_, index) => ({
      id: newId('agent'), workspace_id: workspaceId, name: `Agent ${index + 1}`, assistant_name: pick(['Ava', 'Leo', 'Maya']),
      company_name: 'Demo Company', assistant_personality: 'Friendly', objective: 'Book appointments', product_description: null,
      first_message: 'Hello!', call_direction: 'both', language: 'en-US', active_override: null, provisioned_at: now - 30 * DAY,
      voice_provider: 'cloud', voice: 'ava', accent: null, website_url: null, custom_instructions: [], background_sound: 'off',
      enabled_tools: [], knowledge_item_ids: [], created_at: now - 30 * DAY + index, updated_at: now - 30 * DAY + index,
    }));
    insertAgents(db, agents);
    insertCampaigns(db, Array.from({ length: sizes.campaigns }, (_, index) => ({
      id: newId('campaign'), workspace_id: workspaceId, name: `Campaign ${index + 1}`, description: null, objective: 'Follow up',
      agent_id: agents[index % agents.length]!.id, phone_number_id: null, campaign_mode: 'outbound', status: 'draft',
      timezone: 'UTC', business_hours: DEFAULT_BUSINESS_HOURS, created_at: now - 20 * DAY + index, updated_at: now - 20 * DAY + index, started_at: null,
    })));
    const contactIds: string[] = [];
    const batch: ContactRecord[] = [];
    for (let index = 0; index < sizes.contacts; index++) {
      const id = newId('contact');
      contactIds.push(id);
      const created = now - 10 * DAY + index;
      batch.push({
        id, workspace_id: workspaceId, first_name: pick(['Ana', 'Björn', 'Chloé', 'Dmitri', 'Eun-ji', 'Farah', 'Gustavo', 'Hélène']),
        last_name: pick(['Nowak', 'Øster', 'Smith', 'García', 'Müller', 'Okafor']), phone: `+1555${String(1_000_000 + index).slice(-7)}`,
        email: `contact${index}@example.com`, company: null, tags: [], status: random() < 0.05 ? 'dnc' : 'active', created_at: created, updated_at: created,
      });
      if (batch.length === 5_000) insertContacts(db, batch.splice(0));
    }
    insertContacts(db, batch);
    const statuses: CallStatus[] = ['completed', 'completed', 'completed', 'voicemail', 'no_answer', 'busy', 'failed'];
    const calls: CallRecord[] = [];
    for (let index = 0; index < sizes.calls; index++) {
      const status = pick(statuses);
      const duration = status === 'completed' ? 30 + Math.floor(random() * 300) : 0;
      const start = now - Math.floor(random() * 10 * DAY);
      calls.push({
        id: newId('call'), workspace_id: workspaceId, agent_id: pick(agents).id, contact_id: contactIds.length > 0 ? pick(contactIds) : null,
        campaign_id: null, direction: pick(['outbound', 'outbound', 'inbound', 'web'] as const), call_status: status, duration_seconds: duration,
        sentiment: status === 'completed' ? pick(['positive', 'neutral', 'negative'] as const) : null, cost: Math.round(duration * 0.15) / 100,
        start_timestamp: start, end_timestamp: start + duration * 1000, summary: status === 'completed' ? 'The caller asked about prices.' : null,
        transcript: status === 'completed' ? [{ speaker: 'agent', text: 'Hello!', timestamp: 0 }, { speaker: 'caller', text: 'Hi.', timestamp: 1.5 }] : [],
      });
      if (calls.length === 5_000) insertCalls(db, calls.splice(0));
    }
    insertCalls(db, calls);
  })();
}
