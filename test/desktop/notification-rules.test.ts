import { describe, expect, it } from 'vitest';
import { createNotificationRules } from '../../src/main/desktop/notification-rules';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../src/shared/contract/desktop-methods';
import { parseDeepLink } from '../../src/shared/links/deep-link';

const all = DEFAULT_NOTIFICATION_SETTINGS;
const CALL_A = 'call_11111111-2222-4333-8444-555555555555';
const CALL_B = 'call_22222222-2222-4333-8444-555555555555';
const acme = { profileId: 'acme', workspace: 'Acme' };

describe('notifications after a sync', () => {
  it('says nothing after a sync that found nothing to act on', () => {
    expect(createNotificationRules().syncEnded({ ...acme, matches: [], keyRefused: false }, all)).toEqual([]);
  });

  it('announces one new matching call, and clicking opens that call in its workspace', () => {
    const [notification, ...rest] = createNotificationRules().syncEnded({ ...acme, matches: [{ searchName: 'refund', callIds: [CALL_A] }], keyRefused: false }, all);
    expect(rest).toEqual([]);
    expect(notification).toMatchObject({ kind: 'new-matching-calls', title: 'Acme: new calls to review', body: 'A new call matches your saved search "refund".' });
    const target = notification?.target;
    expect(target && 'link' in target && parseDeepLink(target.link)).toEqual({ ok: true, link: { kind: 'calls', id: CALL_A, workspace: 'acme' } });
  });

  it('folds the matches of several searches into one notification that opens the Calls screen', () => {
    const notifications = createNotificationRules().syncEnded(
      { ...acme, matches: [{ searchName: 'refund', callIds: [CALL_A, CALL_B] }, { searchName: 'cancel', callIds: [CALL_B] }, { searchName: 'quiet', callIds: [] }], keyRefused: false },
      all,
    );
    expect(notifications).toEqual([
      expect.objectContaining({ body: '2 new calls match your saved searches "refund", "cancel".', target: { command: 'show-calls' } }),
    ]);
  });

  it('says the key was refused, and clicking opens Manage workspaces', () => {
    expect(createNotificationRules().syncEnded({ ...acme, matches: [], keyRefused: true }, all)).toEqual([
      expect.objectContaining({ kind: 'key-refused', target: { command: 'manage-workspaces' } }),
    ]);
  });

  it('shows no kind the user turned off', () => {
    const rules = createNotificationRules();
    const none = { newMatchingCalls: false, editsNeedAttention: false, keyRefused: false };
    expect(rules.syncEnded({ ...acme, matches: [{ searchName: 'refund', callIds: [CALL_A] }], keyRefused: true }, none)).toEqual([]);
    expect(rules.outboxChanged({ ...acme, counts: { failed: 1, conflicts: 1 } }, none)).toEqual([]);
  });
});

describe('notifications about edits', () => {
  it('announces edits newly refused or in conflict, once, and opens the Outbox', () => {
    const rules = createNotificationRules();
    rules.syncEnded({ ...acme, matches: [], keyRefused: false }, all);
    expect(rules.outboxChanged({ ...acme, counts: { failed: 1, conflicts: 2 } }, all)).toEqual([
      expect.objectContaining({ kind: 'edits-need-attention', body: 'An edit was refused by the service and 2 edits need your decision. Click to open the Outbox.', target: { command: 'show-outbox' } }),
    ]);
  });

  it('shows at most one of a kind until the next sync ends', () => {
    const rules = createNotificationRules();
    expect(rules.outboxChanged({ ...acme, counts: { failed: 1, conflicts: 0 } }, all)).toHaveLength(1);
    expect(rules.outboxChanged({ ...acme, counts: { failed: 2, conflicts: 0 } }, all)).toEqual([]);
    rules.syncEnded({ ...acme, matches: [], keyRefused: false }, all);
    expect(rules.outboxChanged({ ...acme, counts: { failed: 3, conflicts: 0 } }, all)).toHaveLength(1);
  });

  it('says nothing when the counts go down (the user resolved them)', () => {
    const rules = createNotificationRules();
    rules.outboxChanged({ ...acme, counts: { failed: 2, conflicts: 1 } }, all);
    rules.syncEnded({ ...acme, matches: [], keyRefused: false }, all);
    expect(rules.outboxChanged({ ...acme, counts: { failed: 0, conflicts: 1 } }, all)).toEqual([]);
  });

  it('keeps each workspace\'s rounds apart', () => {
    const rules = createNotificationRules();
    expect(rules.outboxChanged({ ...acme, counts: { failed: 1, conflicts: 0 } }, all)).toHaveLength(1);
    expect(rules.outboxChanged({ profileId: 'globex', workspace: 'Globex', counts: { failed: 1, conflicts: 0 } }, all)).toHaveLength(1);
  });

  it('does not repeat a refused key seen by the outbox once the sync has said it', () => {
    const rules = createNotificationRules();
    expect(rules.syncEnded({ ...acme, matches: [], keyRefused: true }, all)).toHaveLength(1);
    expect(rules.keyRefused(acme, all)).toEqual([]);
  });
});
