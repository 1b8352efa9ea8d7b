import { createEffect, Match, on, Switch } from 'solid-js';
import type { CallsExportStore, ExportState } from '../stores/calls-export-store';

const plural = (count: number) => `${count.toLocaleString()} ${count === 1 ? 'call' : 'calls'}`;

/**
 * "Export CSV" and what follows it: the count to confirm, the progress (with
 * Stop), then where the file went. The question takes the focus when it is
 * asked; an outcome's button takes it when the button that had it (Export,
 * Stop) went away, so the keyboard is never left on nothing.
 */
export function ExportButton(props: { exporter: CallsExportStore; onStart: () => void }) {
  const busy = () => ['counting', 'confirm', 'exporting'].includes(props.exporter.state().step);
  return (
    // Not disabled while busy: a disabled button would drop the focus.
    <button type="button" aria-disabled={busy()} onClick={() => !busy() && props.onStart()}>
      Export CSV
    </button>
  );
}

export function ExportStatus(props: { exporter: CallsExportStore }) {
  const state = () => props.exporter.state();
  let status: HTMLDivElement | undefined;
  createEffect(
    on(
      () => state().step,
      (step) => {
        if (step === 'idle' || step === 'counting' || step === 'exporting') return;
        queueMicrotask(() => {
          // The question was asked by the user's click; an outcome takes the focus only from a button that went away.
          const lost = document.activeElement === null || document.activeElement === document.body;
          if (step === 'confirm' || lost) status?.querySelector<HTMLButtonElement>('button')?.focus();
        });
      },
    ),
  );
  /** The state when it is at this step, for <Match> to narrow. */
  const at = <S extends ExportState['step']>(step: S) => {
    const current = state();
    return current.step === step ? (current as Extract<ExportState, { step: S }>) : undefined;
  };
  return (
    <div ref={(element) => (status = element)}>
      <Switch>
        <Match when={at('counting')}>
          <p class="export-status" role="status">
            Counting the calls to export…
          </p>
        </Match>
        <Match when={at('confirm')}>
          {(confirm) => (
            <div class="export-status" role="group" aria-label="Export to CSV">
              <Switch>
                <Match when={confirm().total === 0}>
                  <p role="status">No calls match these filters: there is nothing to export.</p>
                  <button type="button" onClick={() => props.exporter.dismiss()}>
                    OK
                  </button>
                </Match>
                <Match when={true}>
                  <p role="status">
                    Export {plural(confirm().total)} to CSV? Transcripts are included where this computer has them.
                  </p>
                  <button type="button" onClick={() => void props.exporter.confirm()}>
                    Export
                  </button>
                  <button type="button" onClick={() => props.exporter.cancel()}>
                    Cancel
                  </button>
                </Match>
              </Switch>
            </div>
          )}
        </Match>
        <Match when={at('exporting')}>
          {(progress) => (
            <div class="export-status" role="group" aria-label="Export to CSV">
              <progress aria-label="Export progress" max={Math.max(progress().total, 1)} value={progress().done} />
              <span role="status">
                Exporting… {progress().done.toLocaleString()} of {plural(progress().total)}
              </span>
              <button type="button" onClick={() => props.exporter.cancel()}>
                Stop
              </button>
            </div>
          )}
        </Match>
        <Match when={at('done')}>
          {(done) => (
            <div class="export-status">
              <p role="status">
                Exported {plural(done().rows)} to {done().fileName}, in your downloads.
              </p>
              <button type="button" onClick={() => props.exporter.dismiss()}>
                Dismiss
              </button>
            </div>
          )}
        </Match>
        <Match when={at('stopped')}>
          <div class="export-status">
            <p role="status">Export stopped; no file was saved.</p>
            <button type="button" onClick={() => props.exporter.dismiss()}>
              Dismiss
            </button>
          </div>
        </Match>
        <Match when={at('error')}>
          {(failure) => (
            <div class="export-status">
              <p role="alert">The export failed: {failure().message}</p>
              <button type="button" onClick={() => props.exporter.dismiss()}>
                Dismiss
              </button>
            </div>
          )}
        </Match>
      </Switch>
    </div>
  );
}
