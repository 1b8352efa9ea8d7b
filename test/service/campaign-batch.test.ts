import { describe, expect, it } from 'vitest';
import { campaignContactIds } from '../../src/server/store/campaign-contacts';
import type { RequestEvent } from '../../src/server/api/build-app';
import { editingCore } from '../support/editing-core';

/**
 * "Add to campaign" over many contacts as the Contacts screen does it,
 * through the real core against the sandbox: the callable contacts of a
 * filter (`contacts.ids`, status active), the cost's figures
 * (`outbox.pace`), one `campaign.add_contacts` edit, which the outbox
 * sends as requests of at most 100; the service's campaign then holds
 * exactly those contacts.
 */
describe('adding the contacts of a filter to a campaign', () => {
  it('sends 250 contacts in 3 requests of at most 100, and the campaign holds exactly them, none marked do not call', async () => {
    const requests: RequestEvent[] = [];
    const { value, db, workspace, drained } = await editingCore({ contacts: 300, rateLimit: 6000, onRequest: (event) => requests.push(event) });
    const campaign = db.prepare("SELECT id FROM campaigns WHERE workspace_id = ? AND status = 'draft' ORDER BY seq LIMIT 1").get(workspace) as { id: string };
    const before = campaignContactIds(db, campaign.id);

    const callable = await value('contacts.ids', { filter: { status: 'active' }, sort: { field: 'name', direction: 'asc' } });
    const doNotCall = await value('contacts.ids', { filter: { status: 'dnc' } });
    const chosen = callable.ids.filter((id) => !before.includes(id)).slice(0, 250);
    expect(chosen).toHaveLength(250);
    // The figures the dialog's cost line is computed from: nothing waiting, and the limit the service stated while syncing.
    const pace = await value('outbox.pace', {});
    expect(pace).toEqual({ backlog: 0, workspaceContacts: 300, rate: { perWindow: 4800, windowSeconds: 60, leftNow: expect.any(Number), resetInSeconds: expect.any(Number) } });

    const sent = requests.length;
    const queued = await value('outbox.apply', { edits: [{ op: 'campaign.add_contacts', id: campaign.id, contact_ids: chosen }] });
    expect(queued.operations).toBe(3);
    await drained();

    const adds = requests.slice(sent).filter((event) => event.phase === 'answered' && event.method === 'POST' && event.url === `/v1/campaigns/${campaign.id}/contacts`);
    expect(adds).toHaveLength(3);
    expect(adds.every((event) => event.status !== undefined && event.status >= 200 && event.status < 300)).toBe(true);
    const members = campaignContactIds(db, campaign.id);
    expect(new Set(members)).toEqual(new Set([...before, ...chosen]));
    expect(members.filter((id) => doNotCall.ids.includes(id) && !before.includes(id))).toEqual([]);
  });
});
