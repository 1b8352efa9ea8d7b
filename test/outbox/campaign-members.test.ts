import { describe, expect, it } from 'vitest';
import { listCampaignMembers, listCampaignsOfContact, listCampaigns, listContacts } from '../../src/main/mirror';
import { startSyncSandbox } from '../support/sync-sandbox';
import { push, queue, syncedWithWire } from '../support/outbox-steps';

/** Contacts added to a campaign from this app are known to be in it once the service acknowledged the add, and stay known after the outbox forgets the add. */
describe('outbox: campaign membership from acknowledged adds', () => {
  it('records an add when it is sent, not when queued, and keeps it after sent operations are pruned', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 5, calls: 0 } });
    const { sync } = await syncedWithWire(sandbox);
    const db = sync.mirror.db;
    const campaign = listCampaigns(db, { limit: 1 }).rows[0]!;
    const [first, second, other] = listContacts(db, { limit: 3 }).rows;

    queue(sync, [{ op: 'campaign.add_contacts', id: campaign.id, contact_ids: [first!.id, second!.id] }]);
    expect(listCampaignMembers(db, campaign.id, { limit: 10 }).rows).toEqual([]);

    expect(await push(sandbox, sync)).toMatchObject({ sent: 1, failed: 0 });
    const members = listCampaignMembers(db, campaign.id, { limit: 10 }).rows;
    expect(members.map((row) => row.contact_id).sort()).toEqual([first!.id, second!.id].sort());
    expect(members.every((row) => row.added_at !== null && row.called_at === null)).toBe(true);
    expect(listCampaignsOfContact(db, first!.id)).toEqual([expect.objectContaining({ campaign_id: campaign.id, name: campaign.name })]);
    expect(listCampaignsOfContact(db, other!.id)).toEqual([]);

    // 31 days on, the sent add is pruned from the outbox; the membership stays.
    sandbox.clock.advance(31 * 24 * 3_600_000);
    await push(sandbox, sync);
    expect((db.prepare("SELECT count(*) AS n FROM outbox_ops WHERE kind = 'campaign.add_contacts'").get() as { n: number }).n).toBe(0);
    expect(listCampaignMembers(db, campaign.id, { limit: 10 }).rows).toHaveLength(2);
  });
});
