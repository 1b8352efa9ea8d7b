import { describe, expect, it } from 'vitest';
import { createContact } from '../support/test-sandbox';
import { expectMirrorEqualsServer } from '../support/mirror-vs-server';
import { listRequests, recordingFetch, type WireRequest } from '../support/wire-log';
import { openTestSync, runSync, startSyncSandbox } from '../support/sync-sandbox';

/**
 * Offset paging over a list that changes between pages misses rows (a
 * deletion ahead of the cursor pulls the next row back onto a page already
 * read) and repeats rows (an insertion pushes one forward). The sandbox
 * lists contacts and calls newest first, so new records land on page 1.
 */
describe('paging while the workspace changes under the sync', () => {
  it('notices deletions hidden behind arrivals, pages the list again, and ends equal to the server', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 450, calls: 40 } });
    const { editor } = sandbox;
    let edited = false;
    const deleted: string[] = [];
    const wire = recordingFetch({
      async onAnswer(request: WireRequest, body) {
        // Between contact pages 2 and 3 of the first pass: three new contacts, two deleted from pages already read.
        if (edited || request.path !== '/contacts' || request.query.get('page') !== '2') return undefined;
        edited = true;
        for (const name of ['Ines', 'Jonas', 'Kofi']) await createContact(editor, { first_name: name });
        const readEarlier = (body as { data: { id: string }[] }).data;
        for (const contact of readEarlier.slice(10, 12)) {
          expect((await editor.delete(`/contacts/${contact.id}`)).status).toBe(200);
          deleted.push(contact.id);
        }
        return undefined;
      },
    });
    const sync = openTestSync(sandbox, { fetch: wire.fetch });

    const summary = await runSync(sync, sandbox.clock);

    expect(summary.status).toBe('ok');
    expect(summary.resources.contacts).toMatchObject({ mode: 'full', passes: 2, converged: true, deleted: 2 });
    // The net shift (three in, two out, ahead of the cursor) looks like one arrival; the head then brings three new
    // contacts, and the count gives the deletions away: the pass is repaired (page 1: pass, head, repair).
    expect(sync.lines.some((line) => line.includes('453 rows were seen where the server counts 451'))).toBe(true);
    expect(listRequests(wire.log, 'contacts').filter((request) => request.page === 1)).toHaveLength(3);
    await expectMirrorEqualsServer(sandbox, sync);
  });

  it('converges on a quiet resync after the simulator edited contacts all through the first one', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 600, calls: 60 }, simulate: { timeScale: 1, tickIntervalMs: 0, dashboardEditsPerMinute: 30 } });
    const simulator = sandbox.server.simulator!;
    let busy = true;
    const wire = recordingFetch({
      onAnswer(request) {
        // Ten simulated minutes of dashboard work (about 300 edits: tags, companies, new and deleted contacts) after every page.
        if (busy && request.path === '/contacts') simulator.advance(10 * 60_000);
        return undefined;
      },
    });
    const sync = openTestSync(sandbox, { fetch: wire.fetch, options: { maxPassesPerResource: 2 } });

    const first = await runSync(sync, sandbox.clock, { hydrate: false });
    expect(first.resources.contacts.converged).toBe(false);
    expect(first.status).toBe('partial');
    expect(first.problems.join(' ')).toMatch(/contacts list kept changing/);

    busy = false;
    const quiet = await runSync(sync, sandbox.clock, { full: true });

    expect(quiet.status).toBe('ok');
    await expectMirrorEqualsServer(sandbox, sync);
  });
});
