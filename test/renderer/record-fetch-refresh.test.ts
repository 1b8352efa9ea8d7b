import { describe, expect, it } from 'vitest';
import { createRecordStore } from '../../src/renderer/src/stores/record-store';
import type { Result } from '../../src/shared/contract/result';

/**
 * A record opened by a link before the sync brought it is fetched from the
 * service, and read again once fetched. A refresh that comes meanwhile (a
 * sync's or the outbox's event) must not leave it "missing": the fetch reads
 * it when it ends. The order of events record-links.test.ts met in one run
 * of three once the launch no longer saved the Calls settings.
 */
describe('a record the mirror lacks, refreshed while it is fetched', () => {
  it('shows the record once the fetch has written it', async () => {
    const mirror = new Map<string, { name: string }>();
    const read = async (id: string): Promise<Result<{ name: string } | null>> => ({ ok: true, value: mirror.get(id) ?? null });
    let finishFetch: () => void = () => undefined;
    const fetch = (id: string) =>
      new Promise<Result<{ found: boolean }>>((resolve) => {
        finishFetch = () => {
          mirror.set(id, { name: 'Freya Morgan' });
          resolve({ ok: true, value: { found: true } });
        };
      });
    const view = createRecordStore(read, fetch);

    view.open('contact_7');
    await expect.poll(() => view.state()).toBe('fetching');
    view.refresh();
    // The refresh's read finds nothing yet; then the fetch writes the record and ends.
    await new Promise((resolve) => setImmediate(resolve));
    finishFetch();

    await expect.poll(() => view.state()).toBe('ready');
    expect(view.record()).toEqual({ name: 'Freya Morgan' });
  });
});
