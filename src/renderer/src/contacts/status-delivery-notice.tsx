import { Match, Switch } from 'solid-js';
import type { StatusDelivery } from '../stores/contact-edits-store';

/**
 * Whether a do-not-call change made here has reached the service yet: a
 * person who marked a contact "do not call" needs to know when campaigns
 * elsewhere stop dialling it, not only that this app shows it.
 */
export function StatusDeliveryNotice(props: { delivery: StatusDelivery }) {
  const dnc = () => props.delivery.status === 'dnc';
  const problem = () => (props.delivery.state === 'stopped' ? props.delivery.problem : '');
  return (
    <p class="status-delivery" classList={{ [props.delivery.state]: true }} role="status">
      <Switch>
        <Match when={props.delivery.state === 'waiting'}>{dnc() ? 'Do-not-call is waiting to reach the service.' : 'Allowing calls again is waiting to reach the service.'}</Match>
        <Match when={props.delivery.state === 'reached'}>
          {dnc() ? 'Do-not-call reached the service: no campaign dials this contact.' : 'Allowing calls again reached the service: campaigns may call this contact.'}
        </Match>
        <Match when={props.delivery.state === 'stopped'}>
          The service did not take the {dnc() ? 'do-not-call' : 'status'} change: {problem()} It waits in the outbox until you try again or decide.
        </Match>
      </Switch>
    </p>
  );
}
