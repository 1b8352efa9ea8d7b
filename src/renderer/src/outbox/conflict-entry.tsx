import { createSignal, createUniqueId, For, Match, Show, Switch } from 'solid-js';
import type { OutboxEntryRow } from '../../../shared/contract/outbox-methods';
import type { OutboxStore } from '../stores/outbox-store';
import { conflictRows, editableFields, formatValue } from './conflict-fields';
import { ConflictEditForm } from './conflict-edit-form';
import { DecisionProblem } from './decision-problem';
import { describeEntry, discardConsequence, fieldLabel, recordNoun } from './describe-entry';
import { DiscardConfirm } from './discard-confirm';
import { EntryHeading } from './entry-heading';
import { entryState } from './entry-state';
import { capitalized } from './capitalized';

type Mode = 'view' | 'edit' | 'discard';

/**
 * An edit the service's data disagrees with. Changed there too: the value
 * when the edit was made, yours and theirs side by side, then Keep mine, Take theirs, Edit or Discard. Deleted
 * there: only Discard (the API has nothing to bring the record back).
 */
export function ConflictEntry(props: { entry: OutboxEntryRow; store: OutboxStore; readOnly: boolean; onDecided: () => void }) {
  const titleId = createUniqueId();
  const [mode, setMode] = createSignal<Mode>('view');
  const what = () => describeEntry(props.entry);
  const deleted = () => props.entry.problem?.kind === 'deleted_on_server';
  const rows = () => conflictRows(props.entry);
  const editable = () => editableFields(props.entry);
  const busy = () => props.store.deciding() !== undefined;
  // Made anew each time the buttons show again, so focus can go back to the one that opened a form.
  let editButton: HTMLButtonElement | undefined;
  let discardButton: HTMLButtonElement | undefined;

  async function decide(decision: Parameters<OutboxStore['decide']>[1], done: string) {
    if (await props.store.decide(props.entry.seq, decision, done)) props.onDecided();
  }
  const back = () => {
    const from = mode();
    setMode('view');
    (from === 'edit' ? editButton : discardButton)?.focus();
  };

  return (
    <li>
      <article class="outbox-entry conflict" aria-labelledby={titleId}>
        <EntryHeading entry={props.entry} titleId={titleId} what={what()} state={entryState(props.entry)} />
        <Show
          when={deleted()}
          fallback={
            <>
              <p>Someone changed {rows().map((row) => row.label).join(', ') || 'this record'} on the service since this edit was made. Choose which values the workspace keeps.</p>
              <table class="conflict-table">
                <caption class="outbox-hidden">Before, yours and theirs: {what()}</caption>
                <thead>
                  <tr>
                    <th scope="col">Field</th>
                    <th scope="col">When you made the edit</th>
                    <th scope="col">Yours (this edit)</th>
                    <th scope="col">Theirs (on the service now)</th>
                  </tr>
                </thead>
                <tbody>
                  <For each={rows()}>
                    {(row) => (
                      <tr>
                        <th scope="row">{capitalized(row.label)}</th>
                        <td class="conflict-base">{row.base}</td>
                        <td>{row.mine}</td>
                        <td>{row.theirs}</td>
                      </tr>
                    )}
                  </For>
                </tbody>
              </table>
            </>
          }
        >
          <p>
            This {recordNoun(props.entry)} was deleted on the service, so the edit cannot be sent, and the service offers no way to bring it back. Discard the edit; to keep
            the values, make the {recordNoun(props.entry)} again.
          </p>
          <Show when={Object.keys(props.entry.fields).length > 0}>
            <dl class="lost-values" aria-label="Your values in this edit">
              <For each={Object.entries(props.entry.fields)}>
                {([field, value]) => (
                  <>
                    <dt>{capitalized(fieldLabel(field))}</dt>
                    <dd>{formatValue(value, field)}</dd>
                  </>
                )}
              </For>
            </dl>
          </Show>
        </Show>
        <DecisionProblem error={mode() === 'edit' ? undefined : props.store.decisionError(props.entry.seq)} />
        <Switch>
          <Match when={mode() === 'discard'}>
            <DiscardConfirm what={what()} consequence={discardConsequence(props.entry)} busy={busy()} onConfirm={() => void decide({ action: 'discard' }, `Discarded: ${what()}.`)} onCancel={back} />
          </Match>
          <Match when={mode() === 'edit' && editable()}>
            {(fields) => (
              <ConflictEditForm
                seq={props.entry.seq}
                fields={fields()}
                busy={busy()}
                error={props.store.decisionError(props.entry.seq)}
                onSubmit={(values) => void decide({ action: 'edit', fields: values }, `Your new values will be sent: ${what()}.`)}
                onCancel={back}
              />
            )}
          </Match>
          <Match when={mode() === 'view'}>
            <Show when={!deleted()}>
              <p class="hint">Keep mine sends your values over theirs. Take theirs drops your values for these fields; the rest of the edit still goes.</p>
            </Show>
            <div class="actions">
              <Show when={!deleted()}>
                <button
                  type="button"
                  aria-describedby={titleId}
                  disabled={busy() || props.readOnly}
                  onClick={() => void decide({ action: 'keep_mine' }, `Keeping yours: ${what()} will be sent.`)}
                >
                  Keep mine
                </button>
                <button type="button" aria-describedby={titleId} disabled={busy()} onClick={() => void decide({ action: 'take_theirs' }, `Took theirs: ${what()}.`)}>
                  Take theirs
                </button>
                <Show when={editable()}>
                  <button
                    type="button"
                    aria-describedby={titleId}
                    ref={(element) => (editButton = element)}
                    disabled={busy() || props.readOnly}
                    onClick={() => setMode('edit')}
                  >
                    Edit
                  </button>
                </Show>
              </Show>
              <button
                type="button"
                class="danger"
                aria-describedby={titleId}
                ref={(element) => (discardButton = element)}
                disabled={busy()}
                onClick={() => setMode('discard')}
              >
                Discard
              </button>
            </div>
          </Match>
        </Switch>
      </article>
    </li>
  );
}
