import { createSignal, Show } from 'solid-js';
import { formatDeepLink, isRecordId, type LinkKind } from '../../../shared/links/deep-link';
import { useActiveWorkspace } from './active-workspace-context';

/**
 * "Copy link": the record's `voicedesk://` link on the clipboard, naming
 * its workspace, so pasting it in a chat or a note opens this record in
 * VoiceDesk. A record created here and not yet sent has no id outside
 * this computer, so it has no link.
 */
export function CopyLinkButton(props: { kind: LinkKind; id: string }) {
  const workspace = useActiveWorkspace();
  const [status, setStatus] = createSignal<string | undefined>();
  const copy = async () => {
    const id = workspace();
    const link = formatDeepLink({ kind: props.kind, id: props.id, ...(id ? { workspace: id } : {}) });
    try {
      await navigator.clipboard.writeText(link);
      setStatus('Link copied.');
    } catch {
      setStatus('The link could not be copied: this window may not use the clipboard.');
    }
  };
  return (
    <Show when={isRecordId(props.kind, props.id)}>
      <button type="button" onClick={() => void copy()}>
        Copy link
      </button>
      <Show when={status()}>
        {(text) => (
          <span class="copy-link-status" role="status">
            {text()}
          </span>
        )}
      </Show>
    </Show>
  );
}
