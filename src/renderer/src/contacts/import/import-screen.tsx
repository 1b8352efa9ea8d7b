import { Match, onMount, Show, Switch } from 'solid-js';
import type { ContactImportStore } from '../../stores/contact-import-store';
import { ImportConfirm } from './import-confirm';
import { ImportDuplicates } from './import-duplicates';
import { ImportMapping } from './import-mapping';
import { ImportProblems } from './import-problems';
import './import.css';

/**
 * The Import screen, in the Contacts section: a CSV file chosen here or
 * dropped on the window; its columns and first rows, the rows with
 * problems, the duplicates, and the summary with its cost; then the import,
 * queued as one outbox batch. The core reads and checks the file on a
 * worker thread, so the window stays responsive with 200,000 rows.
 */
export function ImportScreen(props: { store: ContactImportStore; onOutbox: () => void }) {
  let title: HTMLHeadingElement | undefined;
  onMount(() => title?.focus());
  const busy = () => props.store.phase() === 'reading' || props.store.phase() === 'queueing';

  return (
    <section class="import-screen" aria-busy={busy()}>
      <header class="import-header">
        <h2 id="section-title" tabindex="-1" ref={(element) => (title = element)}>
          Import contacts{props.store.fileName() ? ` from ${props.store.fileName()}` : ''}
        </h2>
        <label class="button">
          Choose another file…
          <input
            type="file"
            accept=".csv,.tsv,.txt,text/csv"
            class="visually-hidden"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void props.store.start(file);
              event.currentTarget.value = '';
            }}
          />
        </label>
        <button type="button" onClick={() => props.store.close()}>
          Back to contacts
        </button>
      </header>
      <Show when={props.store.error()}>
        {(error) => (
          <p class="error" role="alert">
            {error().message}
          </p>
        )}
      </Show>
      <Show when={props.store.stopped()}>
        <p class="import-stopped" role="status">
          Import stopped: nothing was imported, and the rest of the outbox is unchanged. You can import the file again.
        </p>
      </Show>
      <Switch>
        <Match when={props.store.phase() === 'queued' && props.store.queued()}>
          {(done) => (
            <div class="import-done" role="status">
              <p>
                {done().fileName} is in the outbox: {done().summary.created.toLocaleString('en-US')} contacts to create, {done().summary.updated.toLocaleString('en-US')} to
                update ({done().operations.toLocaleString('en-US')} edits). They show in Contacts now and are sent to the service in one batch.
              </p>
              <button type="button" class="primary" onClick={() => props.onOutbox()}>
                Open the Outbox
              </button>
            </div>
          )}
        </Match>
        <Match when={props.store.preview()}>
          {(preview) => (
            <>
              <Show when={props.store.phase() === 'reading'}>
                <p role="status">Reading the file again with the new columns…</p>
              </Show>
              <ImportMapping preview={preview()} disabled={busy()} onField={(index, field) => void props.store.setField(index, field)} />
              <ImportProblems preview={preview()} onDownload={() => void props.store.downloadProblems()} />
              <ImportDuplicates store={props.store} preview={preview()} disabled={busy()} />
              <ImportConfirm store={props.store} disabled={busy() || preview().mappingProblem !== null} />
            </>
          )}
        </Match>
        <Match when={props.store.phase() === 'reading'}>
          <p role="status">Reading {props.store.fileName()}…</p>
        </Match>
      </Switch>
    </section>
  );
}
