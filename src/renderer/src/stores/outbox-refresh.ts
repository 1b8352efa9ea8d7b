import { onCleanup } from 'solid-js';
import type { CoreClient } from '../api/core-client';

/**
 * A screen over the mirror reads it again when the outbox moves: an edit
 * queued (from here, another window or the command line), sent, refused.
 * The views show queued edits as pending, and their end (the record as the
 * service took it, or the edit waiting for a decision) the same way.
 */
export function refreshWithOutbox(client: CoreClient, refresh: () => void): void {
  onCleanup(client.on('outbox.changed', () => refresh()));
}
