import { For, Show } from 'solid-js';
import { SENTIMENT_WORDS, STATUS_WORDS } from '../../../shared/call-words';
import type { CampaignFiguresStore } from '../stores/campaign-figures-store';

/**
 * The campaign's calls as this copy knows them, and their outcome mix. The
 * service's call list does not say which campaign a call belongs to; only a
 * call read on its own does, so the count is of the calls known, and says so.
 */
export function CampaignFigures(props: { store: CampaignFiguresStore }) {
  return (
    <section class="campaign-figures" aria-labelledby="campaign-figures-title">
      <h4 id="campaign-figures-title">Known calls and their outcomes</h4>
      <Show when={props.store.problem()}>{(problem) => <p role="alert">The calls could not be counted: {problem()}</p>}</Show>
      <Show when={props.store.figures()} fallback={<p role="status">Counting calls…</p>}>
        {(figures) => (
          <>
            <p id="campaign-calls-known">
              {figures().callsKnown === 0 ? 'No calls known yet' : `${figures().callsKnown.toLocaleString()} ${figures().callsKnown === 1 ? 'call' : 'calls'} known`}
            </p>
            <p class="hint">Counted from the calls this computer has read in full: the service's call list does not say which campaign a call belongs to, so more may have been made.</p>
            <Show when={figures().callsKnown > 0}>
              <div class="outcome-mix">
                <Mix
                  title="By call status"
                  id="campaign-status-mix"
                  rows={figures().byStatus.map((row) => ({ label: STATUS_WORDS[row.value as keyof typeof STATUS_WORDS] ?? row.value, calls: row.calls }))}
                />
                <Mix
                  title="By sentiment"
                  id="campaign-sentiment-mix"
                  rows={figures().bySentiment.map((row) => ({
                    label: row.value === null ? 'Not given' : (SENTIMENT_WORDS[row.value as keyof typeof SENTIMENT_WORDS] ?? row.value),
                    calls: row.calls,
                  }))}
                />
              </div>
            </Show>
          </>
        )}
      </Show>
    </section>
  );
}

function Mix(props: { title: string; id: string; rows: { label: string; calls: number }[] }) {
  return (
    <table id={props.id} class="outcome-table">
      <caption>{props.title}</caption>
      <tbody>
        <For each={props.rows}>
          {(row) => (
            <tr>
              <th scope="row">{row.label}</th>
              <td>{row.calls.toLocaleString()}</td>
            </tr>
          )}
        </For>
      </tbody>
    </table>
  );
}
