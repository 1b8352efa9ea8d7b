import type { Command } from 'commander';
import { replayOutbox, type ReplaySummary } from '../../main/outbox';
import { acquireSyncLock, SyncLocked } from '../../main/locks/sync-lock';
import { openProfileSync, type ProfileSync } from '../../main/sync';
import { CliFailure } from '../cli-failure';
import { onInterrupt } from '../interrupt';
import { addRemoteOptions, resolveRemoteTarget, type RemoteFlags } from '../profile-options';
import { mirrorFailure } from './mirror-file';

/**
 * `voicedesk push --base-url URL --api-key-env VAR --db FILE` (or
 * `--profile NAME`): replays the outbox until it is empty, or only
 * conflicts and permanent failures remain (they wait for a decision:
 * `voicedesk outbox`).
 *
 * Output (exact; other tools depend on it):
 * - stdout: one JSON line, `{"sent":N,"conflicts":N,"failed":N,"pending":N,
 *   "requests":N,"reconciliation_requests":N,"stopped":null|{"reason","message"}}`.
 * - exit status 0 when it ran (conflicts and failures included), 1 when it
 *   could not (mirror unreadable, another push running, key refused, the
 *   service unreachable or too new), 130 when interrupted. Nothing is lost
 *   either way: whatever was not sent stays queued, and a request whose
 *   outcome is unknown is settled by reading the service on the next push.
 */
export function registerPushCommand(program: Command): void {
  addRemoteOptions(program.command('push').description('Send the queued edits (the outbox) to the workspace. Prints a one-line JSON summary.'))
    .addHelpText(
      'after',
      `
Exit status: 0 when the push ran (edits that failed or conflict wait for you:
see voicedesk outbox), 1 when it could not run, 130 when interrupted. A push
that stops part-way loses nothing and repeats nothing; run it again.`,
    )
    .action((flags: RemoteFlags) => runPush(flags));
}

export async function runPush(flags: RemoteFlags): Promise<void> {
  const target = await resolveRemoteTarget(flags);
  let lock;
  try {
    lock = acquireSyncLock(target.mirrorFile, 'outbox');
  } catch (error) {
    if (error instanceof SyncLocked) throw new CliFailure(error.message);
    throw mirrorFailure(error, target.mirrorFile);
  }
  let sync: ProfileSync;
  try {
    sync = openProfileSync({ baseUrl: target.baseUrl, apiKey: target.apiKey, mirrorFile: target.mirrorFile });
  } catch (error) {
    lock.release();
    throw mirrorFailure(error, target.mirrorFile);
  }

  const controller = new AbortController();
  const stopListening = onInterrupt(() => controller.abort());
  let summary: ReplaySummary;
  try {
    summary = await replayOutbox({ db: sync.mirror.db, client: sync.api, signal: controller.signal });
  } finally {
    stopListening();
    sync.close();
    lock.release();
  }

  // A saved workspace learns what its key may do, as in the app (which then disables editing for a read-only key).
  if (target.source === 'profile') {
    const learned = summary.stopped?.reason === 'read_only' ? 'read' : summary.sent > 0 ? 'write' : undefined;
    if (learned !== undefined && learned !== target.profile.keyPermission) target.store.setKeyPermission(target.profile.id, learned);
  }

  process.stdout.write(
    `${JSON.stringify({
      sent: summary.sent,
      conflicts: summary.conflicts,
      failed: summary.failed,
      pending: summary.pending,
      requests: summary.requests,
      reconciliation_requests: summary.reconciliationRequests,
      stopped: summary.stopped,
    })}\n`,
  );
  if (summary.conflicts + summary.failed > 0) {
    process.stderr.write(`voicedesk: ${summary.conflicts} edit(s) in conflict and ${summary.failed} failed wait for you; see voicedesk outbox\n`);
  }
  switch (summary.stopped?.reason) {
    case undefined:
      return;
    case 'read_only':
      // It ran, and what it refused waits in the outbox: exit 0 as for any failed edit, but say why nothing more went.
      process.stderr.write(
        `voicedesk: This API key may only read, so nothing more was sent; ${summary.pending} edit(s) stay queued. Put a key with write permission in the variable named by --api-key-env and run voicedesk push again; retry the failed ones with voicedesk outbox --retry N.\n`,
      );
      return;
    case 'cancelled':
      throw new CliFailure(`interrupted; ${summary.pending} edit(s) still queued (run voicedesk push again)`, 130);
    case 'unauthorized':
    case 'unknown_route':
    case 'unreachable':
      throw new CliFailure(`${summary.stopped.message} ${summary.pending} edit(s) stay queued; run voicedesk push again later.`);
  }
}
