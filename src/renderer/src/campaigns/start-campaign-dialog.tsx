import { createSignal, For, onCleanup, onMount, Show, untrack } from 'solid-js';
import { campaignStartHold, describeChange } from '../../../shared/campaigns/start-hold';
import type { WaitingDoNotCall } from '../../../shared/contract/campaign-figures-methods';
import type { CampaignDetail } from '../../../shared/contract/record-schemas';
import { ConfirmDialog } from '../editing/confirm-dialog';
import { useNavigation } from '../shell/navigation-context';
import type { CampaignEditingStore } from '../stores/campaign-editing-store';
import type { CampaignMembersStore } from '../stores/membership-stores';
import type { WriteAccess } from '../stores/write-access';
import { CallingWindowLine } from './calling-window-line';

/**
 * Starting a campaign, after saying what it does: the service begins
 * placing real calls to the campaign's contacts now, within its business
 * hours, skipping those marked do not call. It shows the contacts known to
 * be in it and the next calling window. Online only, never queued: a
 * refusal (no contacts, the service out of reach) is said in the dialog,
 * and nothing changed.
 *
 * Do-not-call changes still in the outbox hold every start: the dialog
 * lists them and, while any waits, refuses at once by the core's own rule
 * (shared/campaigns/start-hold.ts), offering to send them now or to see
 * them in the Outbox.
 */
export function StartCampaignDialog(props: {
  campaign: CampaignDetail;
  editing: CampaignEditingStore;
  members: CampaignMembersStore;
  access: WriteAccess;
  onStarted: () => void;
  onCancel: () => void;
}) {
  const navigation = useNavigation();
  const campaignId = untrack(() => props.campaign.id);
  const name = untrack(() => props.campaign.name);
  const editing = untrack(() => props.editing);
  const [busy, setBusy] = createSignal(false);
  const [problem, setProblem] = createSignal<string | undefined>();
  const [holds, setHolds] = createSignal<{ changes: WaitingDoNotCall[]; total: number }>({ changes: [], total: 0 });
  const [sendNote, setSendNote] = createSignal<string | undefined>();

  /** The waiting changes again; once none is left, a refusal they caused no longer stands. */
  async function readHolds(): Promise<number | undefined> {
    const reply = await editing.waitingDoNotCall();
    if (!reply.ok) return undefined;
    const before = untrack(holds).total;
    setHolds(reply.value);
    if (before > 0 && reply.value.total === 0) {
      setProblem(undefined);
      setSendNote('The do-not-call changes have reached the service: the campaign can be started.');
    }
    return reply.value.total;
  }
  onMount(() => {
    void readHolds();
    onCleanup(editing.onOutboxChange(() => void readHolds()));
  });

  async function start() {
    setBusy(true);
    setProblem(undefined);
    await readHolds();
    // The core's rule and words: said here without asking the core, which would refuse the same way.
    const hold = campaignStartHold(name, untrack(holds));
    if (hold !== undefined) {
      setBusy(false);
      setProblem(hold);
      return;
    }
    const result = await editing.start(campaignId);
    setBusy(false);
    if (result.ok) props.onStarted();
    else setProblem(result.error.message.startsWith(`“${name}” was not started:`) ? result.error.message : `“${name}” was not started: ${result.error.message}`);
  }

  async function sendNow() {
    setSendNote('Sending…');
    const reply = await editing.sendNow();
    if (!reply.ok) setSendNote(`Not sent: ${reply.error.message}`);
    else if (untrack(holds).total > 0) setSendNote('Sending. If the service cannot be reached, the changes stay in the Outbox and are tried again after the next sync.');
  }

  return (
    <ConfirmDialog
      id="start-campaign"
      title={`Start campaign “${name}”?`}
      confirmLabel="Start campaign"
      busyLabel="Starting…"
      busy={busy()}
      problem={problem()}
      onConfirm={() => void start()}
      onCancel={() => props.onCancel()}
    >
      <p>
        Starting places real calls:{' '}
        <Show when={props.campaign.agent_name} fallback="the campaign's agent">
          {(agent) => `the agent ${agent()}`}
        </Show>{' '}
        begins calling the campaign's contacts now, within its business hours
        <Show when={props.campaign.timezone}>{(zone) => ` (${zone()})`}</Show>. Contacts marked do not call are never called.
      </p>
      <p id="start-campaign-contacts">
        <Show when={props.members.state() === 'ready'} fallback="Contacts known to be in it: counting…">
          Contacts known to be in it: {props.members.total().toLocaleString()}{' '}
          <span class="hint">(added from this app or seen in a call; the service does not list a campaign's contacts, so it may hold more).</span>
        </Show>
      </p>
      <CallingWindowLine campaign={props.campaign} id="start-campaign-window" />
      <Show when={holds().total > 0}>
        <div class="notice" id="start-campaign-holds">
          <p>
            {holds().total === 1
              ? 'A do-not-call change is still waiting to reach the service. No campaign starts until it has:'
              : `${holds().total.toLocaleString()} do-not-call changes are still waiting to reach the service. No campaign starts until they have:`}
          </p>
          <ul>
            <For each={holds().changes}>
              {(change) => (
                <li>
                  {change.name ?? 'A contact'}: {describeChange(change)}
                </li>
              )}
            </For>
          </ul>
          <Show when={holds().total > holds().changes.length}>
            <p>…and {(holds().total - holds().changes.length).toLocaleString()} more.</p>
          </Show>
          <div class="actions">
            <button type="button" onClick={() => void sendNow()}>
              Send now
            </button>
            <button
              type="button"
              onClick={() => {
                props.onCancel();
                navigation.show('outbox');
              }}
            >
              Open the Outbox
            </button>
          </div>
        </div>
      </Show>
      <Show when={sendNote()}>{(note) => <p role="status">{note()}</p>}</Show>
      <Show when={props.campaign.pending}>
        <p class="notice">
          This campaign has changes that have not reached the service yet (contacts added here, say). To start it with them, wait until they are sent: the
          pending mark goes away.
        </p>
      </Show>
      <p class="hint">
        This is done on the service now, not queued for later
        {props.access.online() === false ? '; the service could not be reached at the last sync, so it may fail.' : '.'}
      </p>
    </ConfirmDialog>
  );
}
