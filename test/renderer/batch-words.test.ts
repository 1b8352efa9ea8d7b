import { describe, expect, it } from 'vitest';
import { outboxEntry } from '../support/outbox-entry';
import type { OutboxBatchRow } from '../../src/shared/contract/outbox-methods';
import {
  batchLeftText,
  batchProgressText,
  batchStoppedText,
  batchTimeText,
  cancelBatchConsequence,
  cancelBatchLabel,
  singleEditsWaiting,
  timeLeftText,
} from '../../src/renderer/src/outbox/batch-words';
import { cancelConsequence } from '../../src/renderer/src/outbox/describe-entry';

/** A bulk batch on the Outbox screen in words: how far it got, the time left, and what cancelling the rest does. */

function batch(overrides: Partial<OutboxBatchRow>): OutboxBatchRow {
  return {
    batch: 'batch_1',
    label: 'Add “vip” to 250 contacts',
    queued_at: '2026-03-02T10:42:00.000Z',
    operations: 250,
    waiting: 250,
    sending: 0,
    sent: 0,
    stopped: 0,
    seconds_left: null,
    ...overrides,
  };
}

describe('a bulk batch in words', () => {
  it('counts what was sent out of the edits still in the batch, and those waiting for a decision', () => {
    expect(batchProgressText(batch({ waiting: 127, sent: 120, stopped: 3 }))).toBe('120 of 250 sent');
    expect(batchStoppedText(batch({ stopped: 3 }))).toBe('3 need your decision (listed above)');
    expect(batchStoppedText(batch({ stopped: 1 }))).toBe('1 needs your decision (listed above)');
    expect(batchStoppedText(batch({}))).toBeUndefined();
    // One contact edited on its own since left the batch: 249 remain in it.
    expect(batchProgressText(batch({ waiting: 249 }))).toBe('0 of 249 sent');
    expect(batchLeftText(batch({ waiting: 249 }))).toBe('1 edit left the batch: edited again on its own (listed above when still waiting), or cancelled.');
    expect(batchLeftText(batch({}))).toBeUndefined();
  });

  it('says the time left at the current rate, rounded up', () => {
    expect(timeLeftText(20)).toBe('Less than a minute left');
    expect(timeLeftText(60)).toBe('About 1 minute left');
    expect(timeLeftText(150)).toBe('About 3 minutes left');
    expect(timeLeftText(2 * 3600)).toBe('About 2 hours left');
    expect(batchTimeText(batch({ seconds_left: 180 }), 'one-at-a-time')).toBe('About 3 minutes left');
  });

  it('says why there is no time left yet: waiting for its turn, starting, or nothing while it cannot be sent', () => {
    expect(batchTimeText(batch({}), 'one-at-a-time')).toBe('Waiting for its turn: edits made one at a time go first');
    expect(batchTimeText(batch({}), 'earlier-batch')).toBe('Waiting for its turn: the batch above it goes first');
    expect(batchTimeText(batch({ waiting: 248, sending: 2 }), 'nothing')).toBe('Starting…');
    expect(batchTimeText(batch({}), 'nothing')).toBeUndefined();
  });

  it('counts the edits made one at a time still waiting, apart from the batches', () => {
    expect(singleEditsWaiting({ totals: { pending: 253, failed: 0, conflicts: 0 }, batches: [batch({ waiting: 248, sending: 2 })] })).toBe(3);
    expect(singleEditsWaiting({ totals: { pending: 250, failed: 0, conflicts: 0 }, batches: [batch({})] })).toBe(0);
  });

  it('says how many edits cancelling drops, that the records go back to the service’s version, and what still lands', () => {
    expect(cancelBatchLabel(batch({ waiting: 130 }))).toBe('Cancel 130 edits');
    expect(cancelBatchConsequence(batch({ waiting: 130, sent: 118, sending: 2 }))).toBe(
      'The 130 edits still waiting are dropped and never sent: their records show what the service has again. The 118 edits already sent stay as they are on the service. 2 edits on their way now cannot be called back and still land. This cannot be undone.',
    );
    expect(cancelBatchConsequence(batch({ waiting: 1, sent: 0, stopped: 2 }))).toBe(
      'The edit still waiting is dropped and never sent: its record shows what the service has again. The 2 edits waiting for your decision stay listed above. This cannot be undone.',
    );
  });
});

describe('cancelling one edit still waiting', () => {
  const waiting = outboxEntry({ fields: { company: 'Acme' } });

  it('says the record shows the service’s version again, and that a cancelled do-not-call leaves the phone open', () => {
    expect(cancelConsequence(waiting)).toBe("The change is lost: it will not be sent, and Ana Ruiz shows the service's version again. This cannot be undone.");
    expect(cancelConsequence({ ...waiting, urgent: true, fields: { status: 'dnc' } })).toBe(
      "The change is lost: it will not be sent, and Ana Ruiz shows the service's version again. This cannot be undone. Campaigns may go on calling Ana Ruiz.",
    );
  });
});
