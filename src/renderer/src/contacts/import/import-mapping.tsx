import { For, Index } from 'solid-js';
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, type ImportField } from '../../../../shared/contact-import/import-fields';
import type { ImportPreview } from '../../../../shared/contract/contact-import-methods';

/**
 * The file's columns with the field each gives (guessed, changeable) and the
 * first rows under them; a column giving nothing is shown as not imported.
 */
export function ImportMapping(props: { preview: ImportPreview; disabled: boolean; onField: (index: number, field: ImportField) => void }) {
  return (
    <section class="import-section" aria-labelledby="import-mapping-title">
      <h3 id="import-mapping-title">Columns</h3>
      <p class="hint">
        {props.preview.rows.toLocaleString('en-US')} rows, {props.preview.encoding}, separated by {props.preview.delimiter}. Check the field each column
        gives; change any that is wrong.
      </p>
      <div class="import-preview-scroll">
        <table class="import-preview">
          <thead>
            <tr>
              <Index each={props.preview.header}>
                {(name, index) => (
                  <th scope="col" classList={{ ignored: props.preview.mapping[index] === 'ignore' }}>
                    <label for={`import-field-${index}`}>{name() || `Column ${index + 1}`}</label>
                    <select
                      id={`import-field-${index}`}
                      value={props.preview.mapping[index]}
                      disabled={props.disabled}
                      onChange={(event) => props.onField(index, event.currentTarget.value as ImportField)}
                    >
                      <For each={IMPORT_FIELDS}>
                        {(field) => (
                          <option value={field} selected={field === props.preview.mapping[index]}>
                            {IMPORT_FIELD_LABELS[field]}
                            {field === props.preview.guessed[index] && field !== 'ignore' ? ' (guessed)' : ''}
                          </option>
                        )}
                      </For>
                    </select>
                  </th>
                )}
              </Index>
            </tr>
          </thead>
          <tbody>
            <For each={props.preview.sample}>
              {(row) => (
                <tr>
                  <Index each={props.preview.header}>{(_, index) => <td classList={{ ignored: props.preview.mapping[index] === 'ignore' }}>{row[index] ?? ''}</td>}</Index>
                </tr>
              )}
            </For>
          </tbody>
        </table>
      </div>
      <p class="error" role="alert" hidden={props.preview.mappingProblem === null}>
        {props.preview.mappingProblem === null ? '' : `Nothing can be imported yet: ${props.preview.mappingProblem}.`}
      </p>
    </section>
  );
}
