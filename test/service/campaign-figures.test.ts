import { describe, expect, it } from 'vitest';
import { getOperation, hasUrgentInProgress, saveOperation } from '../../src/main/mirror/outbox-store';
import { saveCallDetail, upsertCalls, upsertCampaigns, upsertContacts, type MirrorDb } from '../../src/main/mirror';
import { planEdits, queueEdits } from '../../src/main/outbox';
import { call, callListItem, campaign, contact } from '../mirror/fixtures';
import { useCoreOnMirrors } from '../support/core-on-mirrors';

/**
 * What the campaign view and the start dialog read about a campaign beyond
 * its record, through dispatch on the core service over a real mirror file:
 * the calls known to be the campaign's and their outcome mix, and the
 * do-not-call changes waiting in the outbox (which hold every start).
 */
const { mirrors, coreOn } = useCoreOnMirrors();

function queue(db: MirrorDb, edits: unknown[]): void {
  const plan = planEdits(db, edits);
  if (!plan.ok) throw new Error(JSON.stringify(plan.problems));
  queueEdits(db, plan.edits);
}

function filled(): { file: string; db: MirrorDb } {
  const file = mirrors.file();
  const { db } = mirrors.open(file);
  upsertCampaigns(db, [campaign('campaign_1', { name: 'Spring outreach' }), campaign('campaign_2', { name: 'Renewals' })], { detail: true });
  upsertContacts(db, [contact('contact_1', { first_name: 'Ada', last_name: 'Lovelace' }), contact('contact_2', { first_name: 'Grace', last_name: 'Hopper' })]);
  saveCallDetail(db, call('call_1', { contact_id: 'contact_1', campaign_id: 'campaign_1', call_status: 'completed', sentiment: 'positive' }));
  saveCallDetail(db, call('call_2', { contact_id: 'contact_2', campaign_id: 'campaign_1', call_status: 'completed', sentiment: 'negative' }));
  saveCallDetail(db, call('call_3', { contact_id: 'contact_2', campaign_id: 'campaign_1', call_status: 'no_answer', sentiment: null }));
  saveCallDetail(db, call('call_4', { contact_id: 'contact_1', campaign_id: 'campaign_2', call_status: 'voicemail' }));
  // Listed only: the list carries no campaign, so this call is not known to be anyone's.
  upsertCalls(db, [callListItem('call_5', { contact_id: 'contact_1', call_status: 'busy' })]);
  return { file, db };
}

describe("a campaign's figures", () => {
  it('count the calls known to be the campaign’s, by call status and by sentiment', async () => {
    const { value } = coreOn(filled().file);
    expect(await value('campaigns.figures', { id: 'campaign_1' })).toEqual({
      callsKnown: 3,
      byStatus: [
        { value: 'completed', calls: 2 },
        { value: 'no_answer', calls: 1 },
      ],
      bySentiment: [
        { value: null, calls: 1 },
        { value: 'negative', calls: 1 },
        { value: 'positive', calls: 1 },
      ],
    });
    expect((await value('campaigns.figures', { id: 'campaign_2' })).callsKnown).toBe(1);
    expect(await value('campaigns.figures', { id: 'campaign_none' })).toEqual({ callsKnown: 0, byStatus: [], bySentiment: [] });
  });

  it('are empty before the first sync', async () => {
    const { value } = coreOn(mirrors.file());
    expect(await value('campaigns.figures', { id: 'campaign_1' })).toEqual({ callsKnown: 0, byStatus: [], bySentiment: [] });
    expect(await value('outbox.waitingDoNotCall', {})).toEqual({ changes: [], total: 0 });
  });
});

describe('do-not-call changes waiting in the outbox', () => {
  it('are listed, named, until the service has them; other edits are not', async () => {
    const { file, db } = filled();
    queue(db, [{ op: 'contact.update', id: 'contact_2', fields: { company: 'Navy' } }]);
    const { value } = coreOn(file);
    expect(await value('outbox.waitingDoNotCall', {})).toEqual({ changes: [], total: 0 });

    queue(db, [{ op: 'contact.update', id: 'contact_1', fields: { status: 'dnc' } }]);
    const waiting = await value('outbox.waitingDoNotCall', {});
    expect(waiting).toEqual({ changes: [{ seq: expect.any(Number), contact_id: 'contact_1', name: 'Ada Lovelace', status: 'dnc', state: 'queued' }], total: 1 });

    // The same test as the one that holds a start (outbox-runner.ts).
    expect(hasUrgentInProgress(db)).toBe(true);

    const sent = getOperation(db, waiting.changes[0]!.seq);
    if (sent === undefined) throw new Error('the change is not in the outbox');
    saveOperation(db, { ...sent, state: 'done', doneAt: new Date().toISOString() });
    expect(hasUrgentInProgress(db)).toBe(false);
    expect(await value('outbox.waitingDoNotCall', {})).toEqual({ changes: [], total: 0 });
  });

  it('include a change to do not call that could not be sent, until it is sent; a failed change back to active holds nothing', async () => {
    const { file, db } = filled();
    const { value } = coreOn(file);
    const settle = (seq: number, state: 'failed' | 'conflict' | 'done') => {
      const op = getOperation(db, seq);
      if (op === undefined) throw new Error('the change is not in the outbox');
      saveOperation(db, { ...op, state, ...(state === 'done' ? { doneAt: new Date().toISOString() } : {}) });
    };
    queue(db, [{ op: 'contact.update', id: 'contact_1', fields: { status: 'dnc' } }]);
    const [toDnc] = (await value('outbox.waitingDoNotCall', {})).changes;
    if (toDnc === undefined) throw new Error('the change should wait');
    settle(toDnc.seq, 'failed');
    expect(await value('outbox.waitingDoNotCall', {})).toEqual({ changes: [{ seq: toDnc.seq, contact_id: 'contact_1', name: 'Ada Lovelace', status: 'dnc', state: 'failed' }], total: 1 });

    // Back to active after the failure: a change of its own, urgent too.
    queue(db, [{ op: 'contact.update', id: 'contact_1', fields: { status: 'active' } }]);
    const both = await value('outbox.waitingDoNotCall', {});
    expect(both.changes.map((change) => [change.status, change.state])).toEqual([
      ['dnc', 'failed'],
      ['active', 'queued'],
    ]);
    settle(both.changes[1]!.seq, 'failed');
    expect((await value('outbox.waitingDoNotCall', {})).changes.map((change) => [change.status, change.state])).toEqual([['dnc', 'failed']]);
    settle(toDnc.seq, 'conflict');
    expect((await value('outbox.waitingDoNotCall', {})).changes.map((change) => change.state)).toEqual(['conflict']);
    settle(toDnc.seq, 'done');
    expect(await value('outbox.waitingDoNotCall', {})).toEqual({ changes: [], total: 0 });
  });
});
