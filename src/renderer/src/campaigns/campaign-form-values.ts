import type { CampaignCreateBody } from '../../../shared/api/requests';
import { weekdays, type Weekday } from '../../../shared/api/resources';

/**
 * The New campaign form's values (every field of the campaign create body,
 * spec 4.2) and the body they make. The business hours start as the
 * service's own default (weekdays, nine to five) and are always sent, day by
 * day, so the campaign calls when the form said; empty optional texts are
 * left out, for the service's defaults.
 */
export interface BusinessDayValues {
  enabled: boolean;
  /** HH:MM, 24-hour, as a time input gives it; empty when cleared. */
  start: string;
  end: string;
}

export interface CampaignFormValues {
  name: string;
  agent_id: string;
  campaign_mode: string;
  objective: string;
  description: string;
  phone_number_id: string;
  timezone: string;
  business_hours: Record<Weekday, BusinessDayValues>;
}

const WORKING_DAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

export function newCampaignValues(timezone: string): CampaignFormValues {
  const business_hours = Object.fromEntries(
    weekdays.map((day) => [day, { enabled: WORKING_DAYS.includes(day), start: '09:00', end: '17:00' }]),
  ) as Record<Weekday, BusinessDayValues>;
  return { name: '', agent_id: '', campaign_mode: '', objective: '', description: '', phone_number_id: '', timezone, business_hours };
}

export function campaignCreateFields(values: CampaignFormValues): CampaignCreateBody {
  const fields: Record<string, unknown> = { name: values.name.trim() };
  const optional = (field: 'agent_id' | 'campaign_mode' | 'phone_number_id' | 'timezone', value: string) => {
    if (value.trim() !== '') fields[field] = value.trim();
  };
  optional('agent_id', values.agent_id);
  optional('campaign_mode', values.campaign_mode);
  optional('phone_number_id', values.phone_number_id);
  optional('timezone', values.timezone);
  if (values.objective.trim() !== '') fields['objective'] = values.objective;
  if (values.description.trim() !== '') fields['description'] = values.description;
  fields['business_hours'] = Object.fromEntries(
    weekdays.map((day) => {
      const hours = values.business_hours[day];
      // A cleared time is left out: "start is required when the day is enabled" says more than "must be a time".
      return [day, hours.enabled ? { enabled: true, start: hours.start || undefined, end: hours.end || undefined } : { enabled: false }];
    }),
  );
  return fields as CampaignCreateBody;
}

/** The computer's own time zone, the form's first choice. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
