/** "Import CSV…": a file input dressed as a button (the keyboard reaches the input; the label shows its focus). */
export function ImportFileButton(props: { disabled: boolean; describedBy: string | undefined; onFile: (file: File) => void }) {
  return (
    <label class="button" classList={{ disabled: props.disabled }}>
      Import CSV…
      <input
        type="file"
        accept=".csv,.tsv,.txt,text/csv"
        class="visually-hidden"
        disabled={props.disabled}
        aria-describedby={props.describedBy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) props.onFile(file);
        }}
      />
    </label>
  );
}
