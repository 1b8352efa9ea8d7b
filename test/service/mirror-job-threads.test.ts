import { describe, expect, it } from 'vitest';
import { runMirrorJob, spareMirrorJobThread, startSpareMirrorJobThread } from '../../src/main/mirror-jobs/mirror-jobs';
import { listContactCompanies, listContactTags, upsertContacts } from '../../src/main/mirror';
import { contact } from '../mirror/fixtures';
import { useCoreOnMirrors } from '../support/core-on-mirrors';

/**
 * A mirror job's thread started ahead of the job (an import's preview while
 * its file arrives): the job it gets answers as on a thread of its own, it
 * serves one job only, and it ends when no job comes.
 */
const { mirrors } = useCoreOnMirrors();

function filledMirror(): string {
  const file = mirrors.file();
  const db = mirrors.open(file).db;
  upsertContacts(db, [contact('contact_1', { company: 'Navy', tags: ['lead'] }), contact('contact_2', { company: 'Bell Labs', tags: [] })]);
  return file;
}

describe('a mirror job thread started ahead', () => {
  it('takes the next job and answers it as a thread of its own does; the job after starts its own', async () => {
    const mirrorFile = filledMirror();
    const db = mirrors.open(mirrorFile).db;
    const expected = { tags: listContactTags(db), companies: listContactCompanies(db, 10) };
    startSpareMirrorJobThread();
    const waiting = spareMirrorJobThread();
    expect(waiting).toBeTypeOf('number');
    // Asked again while one waits: still the one.
    startSpareMirrorJobThread();
    expect(spareMirrorJobThread()).toBe(waiting);

    const [first, second] = await Promise.all([
      runMirrorJob({ kind: 'contact-filter-choices', mirrorFile, companies: 10 }),
      runMirrorJob({ kind: 'contact-filter-choices', mirrorFile, companies: 10 }),
    ]);
    expect(spareMirrorJobThread()).toBeUndefined();
    expect(first).toEqual(expected);
    expect(second).toEqual(expected);
  });

  it('ends when no job comes in time', async () => {
    startSpareMirrorJobThread({ idleMs: 0 });
    await expect.poll(() => spareMirrorJobThread()).toBeUndefined();
    // The next job starts a thread of its own.
    expect(await runMirrorJob({ kind: 'contact-filter-choices', mirrorFile: filledMirror(), companies: 10 })).toMatchObject({ companies: expect.any(Array) });
  });
});
