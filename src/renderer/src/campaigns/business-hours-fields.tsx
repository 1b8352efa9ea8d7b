import { For, Show } from 'solid-js';
import { weekdays, type Weekday } from '../../../shared/api/resources';
import { DAY_NAMES } from './business-hours';
import type { BusinessDayValues } from './campaign-form-values';

/**
 * A campaign's business hours as a form: each day on or off, with its
 * opening and closing times (24-hour, in the campaign's time zone). A day's
 * problem shows on its row.
 */
export function BusinessHoursFields(props: {
  idPrefix: string;
  hours: Record<Weekday, BusinessDayValues>;
  onChange: (day: Weekday, hours: BusinessDayValues) => void;
  problems: Partial<Record<Weekday, string>>;
  disabled?: boolean;
}) {
  const id = (day: Weekday, part: string) => `${props.idPrefix}-${day}-${part}`;
  return (
    <fieldset class="business-hours-fields">
      <legend>Business hours</legend>
      <p class="hint">When the campaign may call, in its time zone.</p>
      <For each={weekdays}>
        {(day) => {
          const hours = () => props.hours[day];
          const set = (change: Partial<BusinessDayValues>) => props.onChange(day, { ...hours(), ...change });
          return (
            <div class="business-day" role="group" aria-labelledby={id(day, 'name')}>
              <label class="checkbox" id={id(day, 'name')}>
                <input type="checkbox" checked={hours().enabled} disabled={props.disabled} onChange={(event) => set({ enabled: event.currentTarget.checked })} />
                {DAY_NAMES[day]}
              </label>
              <Show when={hours().enabled} fallback={<span class="no-value">No calls</span>}>
                <label>
                  <span class="visually-hidden">{DAY_NAMES[day]} from</span>
                  <input
                    type="time"
                    value={hours().start}
                    disabled={props.disabled}
                    aria-invalid={props.problems[day] ? true : undefined}
                    aria-describedby={props.problems[day] ? id(day, 'error') : undefined}
                    onInput={(event) => set({ start: event.currentTarget.value })}
                  />
                </label>
                <span aria-hidden="true">–</span>
                <label>
                  <span class="visually-hidden">{DAY_NAMES[day]} until</span>
                  <input
                    type="time"
                    value={hours().end}
                    disabled={props.disabled}
                    aria-invalid={props.problems[day] ? true : undefined}
                    aria-describedby={props.problems[day] ? id(day, 'error') : undefined}
                    onInput={(event) => set({ end: event.currentTarget.value })}
                  />
                </label>
              </Show>
              <Show when={props.problems[day]}>
                {(message) => (
                  <span id={id(day, 'error')} class="field-error" role="alert">
                    {message()}
                  </span>
                )}
              </Show>
            </div>
          );
        }}
      </For>
    </fieldset>
  );
}
