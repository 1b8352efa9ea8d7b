import { GENERIC_INDUSTRY, inferIndustry } from './industries';
import type { Random } from '../support/random';

/**
 * Outbound campaigns for seeded workspaces: a name a team would give it, the
 * objective, and an internal description naming the agent and the audience.
 * The industry is read from the agent's name ("Oakfield Dental Reminders"),
 * so a dental agent runs check-up reminders, not solar surveys.
 */

export interface FakeCampaign {
  name: string;
  objective: string;
  description: string;
}

const NAME_QUALIFIERS = ['', '', '', ' — Q1', ' — Q2', ' — Q3', ' — Q4', ' — wave 2', ' (pilot)', ' — March', ' — September', ' (West)', ' (returning customers)'];

const AUDIENCES = [
  'contacts tagged warm or lead',
  'customers not seen in the last 12 months',
  'sign-ups from the last 30 days',
  'contacts tagged renewal',
  'VIP customers',
  'contacts tagged churn-risk',
  'newsletter subscribers who clicked the last offer',
  'small-business accounts (tagged smb)',
];

const NOTES = [
  'Leave a voicemail on the first attempt only.',
  'Transfer interested contacts to the front desk.',
  'Do not mention pricing before the contact asks.',
  'Offer the seasonal discount if the contact hesitates.',
  'Book directly into the shared calendar.',
  'Stop after three attempts per contact.',
  '',
];

export function fakeCampaign(rng: Random, agentName: string): FakeCampaign {
  const industry = inferIndustry(agentName);
  const themes = rng.chance(0.8) ? industry.campaignThemes : GENERIC_INDUSTRY.campaignThemes;
  const theme = rng.pick(themes);
  const note = rng.pick(NOTES);
  return {
    name: theme + rng.pick(NAME_QUALIFIERS),
    objective: industry.outboundObjective,
    description: `${theme} calls placed by ${agentName} to ${rng.pick(AUDIENCES)}.${note === '' ? '' : ` ${note}`}`,
  };
}
