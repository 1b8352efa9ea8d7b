import { describe, expect, it } from 'vitest';
import { startSyncSandbox, type SyncSandbox } from '../support/sync-sandbox';
import { serverView } from '../support/mirror-vs-server';
import { runCli } from '../support/cli-process';
import { queueInMirror, shownContacts, syncedMirrorFile } from './outbox-fixtures';

/**
 * `voicedesk push --base-url URL --api-key-env VAR --db FILE` and
 * `voicedesk outbox --db FILE [--json]`, spawned as automation runs them.
 * Each spawn of the CLI costs seconds on a busy machine: the tests do few.
 */
const PUSH_KEYS = ['sent', 'conflicts', 'failed', 'pending', 'requests', 'reconciliation_requests', 'stopped'];
const ENTRY_KEYS = [
  'seq', 'op', 'id', 'label', 'state', 'urgent', 'fields', 'base', 'tags_add', 'tags_remove', 'contact_ids', 'queued_at', 'updated_at', 'attempts', 'in_doubt', 'waiting_for', 'problem', 'batch',
];

function push(sandbox: SyncSandbox, db: string, key = sandbox.server.keys.write) {
  return runCli(['push', '--base-url', sandbox.server.baseUrl, '--api-key-env', 'VD_KEY', '--db', db], { env: { VD_KEY: key } });
}

async function syncedWorkspace() {
  const sandbox = await startSyncSandbox({ realClock: true, seed: { contacts: 8, calls: 0 } });
  const db = await syncedMirrorFile(sandbox);
  const contacts = [...shownContacts(db).values()].sort((a, b) => a.id.localeCompare(b.id));
  const agentId = [...serverView(sandbox.server, 'agents').keys()].sort()[0]!;
  return { sandbox, db, contacts, agentId };
}

describe('voicedesk push and voicedesk outbox', () => {
  it('push prints one JSON line (sent, conflicts, failed and the rest) and exits 0 with conflicts and failures left; outbox --json prints exactly its three lists', async () => {
    const { sandbox, db, contacts, agentId } = await syncedWorkspace();
    queueInMirror(db, [
      { op: 'contact.update', id: contacts[0]!.id, fields: { company: 'Mine Ltd' } },
      { op: 'contact.update', id: contacts[1]!.id, fields: { company: 'Sent Ltd' } },
      { op: 'contact.create', fields: { first_name: 'Pushed', phone: '+15550100077' } },
      { op: 'agent.update', id: agentId, fields: { language: 'Klingon' } },
    ]);
    // Someone else changes the same company; a sync shows it.
    await sandbox.editor.patch(`/contacts/${contacts[0]!.id}`, { company: 'Theirs Ltd' });
    await syncedMirrorFile(sandbox, db);

    const run = await push(sandbox, db);

    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.endsWith('\n')).toBe(true);
    expect(run.stdout.trimEnd().split('\n')).toHaveLength(1);
    const summary = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(Object.keys(summary)).toEqual(PUSH_KEYS);
    // Five requests: one page of the contact list (both edited contacts as the service has them now), the agent's record, and three writes.
    expect(summary).toEqual({ sent: 2, conflicts: 1, failed: 1, pending: 0, requests: 5, reconciliation_requests: 0, stopped: null });
    expect(run.stderr).toBe('voicedesk: 1 edit(s) in conflict and 1 failed wait for you; see voicedesk outbox\n');

    const listed = await runCli(['outbox', '--db', db, '--json'], { env: {} });

    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stderr).toBe('');
    expect(listed.stdout.trimEnd().split('\n')).toHaveLength(1);
    const report = JSON.parse(listed.stdout) as Record<string, Record<string, unknown>[]>;
    expect(Object.keys(report)).toEqual(['pending', 'failed', 'conflicts']);
    expect(report.pending).toEqual([]);
    expect(report.failed!.map((entry) => Object.keys(entry))).toEqual([ENTRY_KEYS]);
    expect(report.failed![0]).toMatchObject({ op: 'agent.update', id: agentId, state: 'failed', fields: { language: 'Klingon' }, problem: { kind: 'invalid' } });
    expect(report.conflicts![0]).toMatchObject({
      op: 'contact.update',
      id: contacts[0]!.id,
      state: 'conflict',
      problem: { kind: 'changed_on_server', fields: ['company'], theirs: { company: 'Theirs Ltd' } },
    });

    // The user keeps their own value, and pushes again.
    const kept = await runCli(['outbox', '--db', db, '--keep-mine', String(report.conflicts![0]!.seq), '--json'], { env: {} });
    expect(kept.code, kept.stderr).toBe(0);
    expect(JSON.parse(kept.stdout)).toMatchObject({ pending: [{ id: contacts[0]!.id, state: 'queued' }], conflicts: [] });
    // Read once more (the service's record of now), then sent.
    expect(JSON.parse((await push(sandbox, db)).stdout)).toEqual({ sent: 1, conflicts: 0, failed: 1, pending: 0, requests: 2, reconciliation_requests: 0, stopped: null });
    expect(serverView(sandbox.server, 'contacts').get(contacts[0]!.id)).toMatchObject({ company: 'Mine Ltd' });
  });

  it('outbox says when the service confirmed a do-not-call', async () => {
    const { sandbox, db, contacts } = await syncedWorkspace();
    const statuses = serverView(sandbox.server, 'contacts');
    const contact = contacts.find((row) => row.id !== contacts[1]!.id && statuses.get(row.id)!.status === 'active')!;
    queueInMirror(db, [
      { op: 'contact.update', id: contacts[1]!.id, fields: { company: 'Later Ltd' } },
      { op: 'contact.update', id: contact.id, fields: { status: 'dnc' } },
    ]);
    const waiting = await runCli(['outbox', '--db', db], { env: {} });
    expect(waiting.stdout.split('\n').slice(0, 3)).toEqual([
      'Waiting to be sent (2)',
      expect.stringMatching(new RegExp(`^  #\\d+ contact\\.update ${contact.id} \\(status\\) — do-not-call, goes first$`)),
      expect.stringMatching(new RegExp(`^  #\\d+ contact\\.update ${contacts[1]!.id} \\(company\\)$`)),
    ]);

    expect((await push(sandbox, db)).code).toBe(0);
    const after = await runCli(['outbox', '--db', db], { env: {} });

    expect(after.code, after.stderr).toBe(0);
    expect(after.stdout).toMatch(
      new RegExp(
        `^Waiting to be sent \\(0\\)\\nFailed \\(0\\)\\nIn conflict \\(0\\)\\nDo-not-call changes the service confirmed this week \\(1\\)\\n  ${contact.id}: dnc since \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\n$`,
      ),
    );
  });

  it('push with a read-only key reports it in plain words, keeps the rest queued, and exits 0', async () => {
    const { sandbox, db, contacts } = await syncedWorkspace();
    queueInMirror(
      db,
      contacts.slice(0, 6).map((contact, index) => ({ op: 'contact.update', id: contact.id, fields: { company: `Unsent ${index}` } })),
    );

    const before = serverView(sandbox.server, 'contacts');
    const run = await push(sandbox, db, sandbox.server.keys.read);

    expect(run.code, run.stderr).toBe(0);
    const summary = JSON.parse(run.stdout) as { sent: number; failed: number; pending: number; stopped: unknown };
    expect(summary).toMatchObject({
      sent: 0,
      conflicts: 0,
      stopped: { reason: 'read_only', message: 'This API key may only read, so the change was not saved. Enter a key with write permission to make changes.' },
    });
    expect(summary.failed).toBeGreaterThanOrEqual(1);
    expect(summary.pending).toBe(6 - summary.failed);
    expect(run.stderr).toBe(
      [
        `voicedesk: 0 edit(s) in conflict and ${summary.failed} failed wait for you; see voicedesk outbox`,
        `voicedesk: This API key may only read, so nothing more was sent; ${summary.pending} edit(s) stay queued. Put a key with write permission in the variable named by --api-key-env and run voicedesk push again; retry the failed ones with voicedesk outbox --retry N.`,
        '',
      ].join('\n'),
    );
    expect(serverView(sandbox.server, 'contacts')).toEqual(before);
  });

  it('push exits 1 when the key is refused, with the summary still printed and everything left queued', async () => {
    const { sandbox, db, contacts } = await syncedWorkspace();
    queueInMirror(db, [{ op: 'contact.update', id: contacts[0]!.id, fields: { company: 'Unsent' } }]);

    const run = await push(sandbox, db, 'vap_test_revokedrevokedrevokedrevoked00');

    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchObject({ sent: 0, failed: 0, pending: 1, stopped: { reason: 'unauthorized' } });
    expect(run.stderr).toBe(
      'voicedesk: The workspace refused the API key. It may have been revoked; enter a new key. 1 edit(s) stay queued; run voicedesk push again later.\n',
    );
  });
});
