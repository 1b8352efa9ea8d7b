import { For, Show } from 'solid-js';
import type { ImportPreview } from '../../../../shared/contract/contact-import-methods';

/** Rows that will not be imported, each with why, and the download of all of them to fix and import again. */
export function ImportProblems(props: { preview: ImportPreview; onDownload: () => void }) {
  return (
    <Show when={props.preview.problemCount > 0 && props.preview.mappingProblem === null}>
      <section class="import-section" aria-labelledby="import-problems-title">
        <h3 id="import-problems-title">
          {props.preview.problemCount.toLocaleString('en-US')} {props.preview.problemCount === 1 ? 'row has a problem' : 'rows have problems'} and will not be imported
        </h3>
        <button type="button" onClick={() => props.onDownload()}>
          Download these rows (CSV) to fix them
        </button>
        <ul class="import-problems">
          <For each={props.preview.problems}>
            {(problem) => (
              <li>
                <strong>Line {problem.line}</strong> ({problem.cells.filter((cell) => cell.trim() !== '').slice(0, 3).join(', ') || 'empty'}): {problem.reasons.join('; ')}
              </li>
            )}
          </For>
        </ul>
        <Show when={props.preview.problemCount > props.preview.problems.length}>
          <p class="hint">The first {props.preview.problems.length} are listed; the download has them all.</p>
        </Show>
      </section>
    </Show>
  );
}
