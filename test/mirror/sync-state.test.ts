import { describe, expect, it } from 'vitest';
import {
  applyPage,
  completePass,
  countContacts,
  deleteCheckpoint,
  getCheckpoint,
  lastCompletedPass,
  listUnseenIds,
  markSeen,
  MirrorStateError,
  saveCallDetail,
  setCheckpoint,
  startPass,
  upsertCalls,
  upsertContacts,
} from '../../src/main/mirror/index';
import { call, callListItem, contact } from './fixtures';
import { useTempMirrors } from '../support/temp-mirrors';

describe('sync checkpoints', () => {
  const mirrors = useTempMirrors();

  it('stores, replaces and deletes a checkpoint as JSON', () => {
    const { db } = mirrors.open();
    expect(getCheckpoint(db, 'contacts')).toBeUndefined();
    setCheckpoint(db, 'contacts', { page: 3, total: 250 });
    setCheckpoint(db, 'contacts', { page: 4, total: 250 });
    expect(getCheckpoint(db, 'contacts')).toEqual({ page: 4, total: 250 });
    deleteCheckpoint(db, 'contacts');
    expect(getCheckpoint(db, 'contacts')).toBeUndefined();
  });

  it('commits a page and its checkpoint together', () => {
    const { db } = mirrors.open();
    upsertContacts(db, [contact('contact_1'), contact('contact_2')], { checkpoint: { key: 'contacts', value: { page: 1 } } });
    expect(countContacts(db)).toBe(2);
    expect(getCheckpoint(db, 'contacts')).toEqual({ page: 1 });
  });

  it('lands neither the rows nor the checkpoint when the page fails midway', () => {
    const { db } = mirrors.open();
    setCheckpoint(db, 'contacts', { page: 1 });
    const broken = { ...contact('contact_3'), first_name: null } as unknown as ReturnType<typeof contact>;
    expect(() => upsertContacts(db, [contact('contact_2'), broken], { checkpoint: { key: 'contacts', value: { page: 2 } } })).toThrow();
    expect(countContacts(db)).toBe(0);
    expect(getCheckpoint(db, 'contacts')).toEqual({ page: 1 });
  });

  it('rolls back every write of a page applied with applyPage when it throws', () => {
    const { db } = mirrors.open();
    expect(() =>
      applyPage(
        db,
        () => {
          upsertContacts(db, [contact('contact_1')]);
          upsertCalls(db, [callListItem('call_1')]);
          saveCallDetail(db, call('call_1'));
          throw new Error('killed mid-page');
        },
        { key: 'calls', value: { page: 9 } },
      ),
    ).toThrow('killed mid-page');
    expect(countContacts(db)).toBe(0);
    expect(db.prepare('SELECT count(*) AS n FROM calls').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT count(*) AS n FROM transcript_entries').get()).toEqual({ n: 0 });
    expect(getCheckpoint(db, 'calls')).toBeUndefined();
  });

  it('commits every write of a page applied with applyPage, checkpoint included', () => {
    const { db } = mirrors.open();
    const result = applyPage(db, () => upsertContacts(db, [contact('contact_1')]).inserted, { key: 'contacts', value: { page: 1 } });
    expect(result).toBe(1);
    expect(getCheckpoint(db, 'contacts')).toEqual({ page: 1 });
  });
});

describe('sync passes and deletion detection', () => {
  const mirrors = useTempMirrors();

  it('lists the rows a completed full pass did not see', () => {
    const { db } = mirrors.open();
    const first = startPass(db, 'contacts');
    upsertContacts(db, [contact('contact_1'), contact('contact_2'), contact('contact_3')], { passId: first });
    completePass(db, first);
    expect(listUnseenIds(db, 'contacts', first)).toEqual([]);

    const second = startPass(db, 'contacts');
    upsertContacts(db, [contact('contact_1')], { passId: second });
    markSeen(db, 'contacts', ['contact_3'], second);
    completePass(db, second);
    expect(listUnseenIds(db, 'contacts', second)).toEqual(['contact_2']);
    expect(lastCompletedPass(db, 'contacts', 'full')).toMatchObject({ passId: second, resource: 'contacts', kind: 'full' });
  });

  it('counts a row written outside the pass as unseen, to be confirmed by the sync', () => {
    const { db } = mirrors.open();
    const pass = startPass(db, 'calls');
    upsertCalls(db, [callListItem('call_1')], { passId: pass });
    saveCallDetail(db, call('call_2'));
    completePass(db, pass);
    expect(listUnseenIds(db, 'calls', pass)).toEqual(['call_2']);
  });

  it('refuses to name deletion candidates from an unfinished, partial or foreign pass', () => {
    const { db } = mirrors.open();
    const unfinished = startPass(db, 'contacts');
    expect(() => listUnseenIds(db, 'contacts', unfinished)).toThrow(MirrorStateError);
    expect(() => listUnseenIds(db, 'contacts', unfinished)).toThrow(/has not completed/);
    const partial = startPass(db, 'contacts', 'partial');
    completePass(db, partial);
    expect(() => listUnseenIds(db, 'contacts', partial)).toThrow(/partial/);
    completePass(db, unfinished);
    expect(() => listUnseenIds(db, 'agents', unfinished)).toThrow(/went over contacts, not agents/);
    expect(() => listUnseenIds(db, 'contacts', 999)).toThrow(/does not exist/);
    expect(() => completePass(db, 999)).toThrow(/does not exist/);
  });
});
