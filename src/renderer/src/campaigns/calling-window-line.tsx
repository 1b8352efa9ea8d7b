import { createSignal, onCleanup } from 'solid-js';
import { describeCallingWindow, nextCallingWindow } from '../../../shared/calling-window';
import type { CampaignDetail } from '../../../shared/contract/record-schemas';

/** How often the window is worked out again, so "now" and "today" stay true while the view is open. */
const CLOCK_TICK_MS = 60_000;

/** The campaign's next calling window, in its own time zone, kept current by the minute. */
export function CallingWindowLine(props: { campaign: CampaignDetail; id?: string }) {
  const [now, setNow] = createSignal(new Date());
  const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
  onCleanup(() => clearInterval(timer));
  const words = () => describeCallingWindow(nextCallingWindow(props.campaign.business_hours, props.campaign.timezone, now()));
  const zone = () => (props.campaign.timezone ? ` (${props.campaign.timezone} time)` : '');
  return (
    <p id={props.id} class="calling-window">
      <strong>Next calling window{zone()}:</strong> {words()}
    </p>
  );
}
