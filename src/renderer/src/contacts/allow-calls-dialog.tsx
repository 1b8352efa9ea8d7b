import { createSignal, Show, type JSX } from 'solid-js';
import { ConfirmDialog } from '../editing/confirm-dialog';
import { countLabel } from '../records/format';

/**
 * Policy: lifting do-not-call always asks first, wherever it is done (the
 * Do not call toggle, the Edit form's status, a batch setting the status to
 * Active), with the same question: the person can be dialled again by any
 * campaign they are in once the change reaches the service. Marking do not
 * call never asks: it only stops calls.
 */

/** Whom the question is about: one contact by name, or how many of a batch are marked do not call. */
export type AllowCallsWho = { name: string } | { count: number };

export function AllowCallsDialog(props: {
  who: AllowCallsWho;
  /** While the change is being queued (the toggle queues it from here). */
  busy: boolean;
  problem: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const one = (): string | undefined => ('name' in props.who ? props.who.name : undefined);
  const count = () => ('count' in props.who ? props.who.count : 1);
  return (
    <ConfirmDialog
      id="allow-calls-dialog"
      title={one() !== undefined ? `Allow calls to ${one()} again?` : `Allow calls again to ${countLabel(count(), 'contact', 'contacts')} marked do not call?`}
      confirmLabel="Allow calls again"
      busyLabel="Allowing…"
      busy={props.busy}
      danger
      problem={props.problem}
      onConfirm={() => props.onConfirm()}
      onCancel={() => props.onCancel()}
    >
      <Show
        when={one()}
        fallback={
          <>
            <p>
              {count() === 1 ? 'One of these contacts is' : `${count().toLocaleString()} of these contacts are`} marked do not call. Setting them to Active means they can
              be dialled again by any campaign they are in, as soon as the change reaches the service.
            </p>
            <p>Only do this if each of them has agreed to be called again.</p>
          </>
        }
      >
        {(name) => (
          <>
            <p>
              <bdi>{name()}</bdi> is marked do not call. Turning this off means the contact can be dialled again by any campaign they are in, as soon as the change
              reaches the service.
            </p>
            <p>Only do this if the person has agreed to be called again.</p>
          </>
        )}
      </Show>
    </ConfirmDialog>
  );
}

/**
 * The question for a form that lifts do-not-call among other changes: `ask`
 * shows it (over the form, which keeps its values) and resolves with the
 * answer; `dialog` is where it renders, inside the form's own dialog.
 */
export function createAllowCallsQuestion(): { ask: (who: AllowCallsWho) => Promise<boolean>; dialog: () => JSX.Element } {
  const [asking, setAsking] = createSignal<{ who: AllowCallsWho; answer: (yes: boolean) => void }>();
  const answer = (yes: boolean) => {
    asking()?.answer(yes);
    setAsking(undefined);
  };
  return {
    ask: (who) => new Promise<boolean>((resolve) => setAsking({ who, answer: resolve })),
    dialog: () => (
      <Show when={asking()}>
        {(question) => <AllowCallsDialog who={question().who} busy={false} problem={undefined} onConfirm={() => answer(true)} onCancel={() => answer(false)} />}
      </Show>
    ),
  };
}
