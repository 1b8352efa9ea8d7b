import type { OutboxPace } from '../../../shared/outbox/batch-cost';
import type { CoreClient } from '../api/core-client';

/** What a batch would wait behind and go at (`outbox.pace`), for a batch dialog's cost line; undefined when the core cannot say. */
export async function readOutboxPace(client: CoreClient): Promise<OutboxPace | undefined> {
  const result = await client.call('outbox.pace', {});
  return result.ok ? result.value : undefined;
}
