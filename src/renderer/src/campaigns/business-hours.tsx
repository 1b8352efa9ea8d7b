import { For, Show } from 'solid-js';
import type { BusinessDayHours } from '../../../shared/contract/record-schemas';

export const DAY_NAMES: Record<BusinessDayHours['day'], string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** When the campaign dials, day by day, in its time zone. */
export function BusinessHours(props: { days: BusinessDayHours[] | null; timezone: string | null }) {
  return (
    <Show when={props.days} fallback={<p class="empty">No business hours are set for this campaign.</p>}>
      {(days) => (
        <table class="business-hours">
          <caption>Business hours{props.timezone ? ` (${props.timezone})` : ''}</caption>
          <tbody>
            <For each={days()}>
              {(day) => (
                <tr>
                  <th scope="row">{DAY_NAMES[day.day]}</th>
                  <td>{day.enabled ? `${day.start ?? '?'}–${day.end ?? '?'}` : 'No calls'}</td>
                </tr>
              )}
            </For>
          </tbody>
        </table>
      )}
    </Show>
  );
}
