import type { Command } from 'commander';
import { confirmedDoNotCall, decide, OutboxDecisionError, outboxReport, type Decision, type OutboxEntry } from '../../main/outbox';
import { CliFailure } from '../cli-failure';
import { addMirrorOptions, resolveMirrorTarget, type MirrorFlags } from '../profile-options';
import { openMirrorForReading, openMirrorForWriting } from './mirror-file';

/**
 * `voicedesk outbox --db FILE [--json]` (or `--profile NAME`): the edits
 * waiting in the outbox: pending (queued, or sent and being checked),
 * failed and in conflict, with the reason for each.
 *
 * `--json` prints exactly `{"pending":[…],"failed":[…],"conflicts":[…]}`
 * (entries as in src/main/outbox/outbox-report.ts).
 *
 * Decisions on one edit, by its number: `--retry N`, `--discard N`,
 * `--keep-mine N`, `--take-theirs N`.
 */
export interface OutboxFlags extends MirrorFlags {
  json?: boolean;
  retry?: string;
  discard?: string;
  keepMine?: string;
  takeTheirs?: string;
}

export function registerOutboxCommand(program: Command): void {
  addMirrorOptions(program.command('outbox').description('List the edits waiting to be sent, failed, or in conflict; or decide about one.'))
    .option('--json', 'print {"pending":[...],"failed":[...],"conflicts":[...]}')
    .option('--retry <n>', 'send failed edit number N again, as it is')
    .option('--discard <n>', 'give up edit number N (the record shows the service’s version again)')
    .option('--keep-mine <n>', 'settle conflict N with your version')
    .option('--take-theirs <n>', 'settle conflict N with the service’s version')
    .action((flags: OutboxFlags) => runOutbox(flags));
}

export async function runOutbox(flags: OutboxFlags): Promise<void> {
  const target = await resolveMirrorTarget(flags);
  const decision = decisionOf(flags);
  if (decision !== undefined) {
    const mirror = openMirrorForWriting(target.mirrorFile);
    try {
      decide(mirror.db, decision.seq, decision.decision);
    } catch (error) {
      if (error instanceof OutboxDecisionError) throw new CliFailure(error.message);
      throw error;
    } finally {
      mirror.close();
    }
  }
  const mirror = openMirrorForReading(target.mirrorFile);
  try {
    const report = outboxReport(mirror.db);
    if (flags.json) {
      process.stdout.write(`${JSON.stringify(report)}\n`);
      return;
    }
    const out: string[] = [];
    const section = (title: string, entries: OutboxEntry[]) => {
      out.push(`${title} (${entries.length})`);
      for (const entry of entries) out.push(`  ${describe(entry)}`);
    };
    section('Waiting to be sent', report.pending);
    section('Failed', report.failed);
    section('In conflict', report.conflicts);
    const confirmed = confirmedDoNotCall(mirror.db, new Date(Date.now() - 7 * 24 * 3_600_000).toISOString());
    if (confirmed.length > 0) {
      out.push(`Do-not-call changes the service confirmed this week (${confirmed.length})`);
      for (const entry of confirmed.slice(0, 20)) out.push(`  ${entry.id}: ${String(entry.status)} since ${entry.confirmed_at}`);
    }
    process.stdout.write(`${out.join('\n')}\n`);
  } finally {
    mirror.close();
  }
}

function decisionOf(flags: OutboxFlags): { seq: number; decision: Decision } | undefined {
  const given = (
    [
      ['retry', flags.retry],
      ['discard', flags.discard],
      ['keep_mine', flags.keepMine],
      ['take_theirs', flags.takeTheirs],
    ] as const
  ).filter(([, value]) => value !== undefined);
  if (given.length === 0) return undefined;
  if (given.length > 1) throw new CliFailure('give one decision at a time (--retry, --discard, --keep-mine or --take-theirs)');
  const [action, value] = given[0]!;
  const seq = Number(value);
  if (!Number.isSafeInteger(seq) || seq < 1) throw new CliFailure(`--${action.replace('_', '-')} needs an edit number as listed by voicedesk outbox, not "${value}"`);
  return { seq, decision: { action } };
}

function describe(entry: OutboxEntry): string {
  const what = [
    ...Object.keys(entry.fields),
    ...entry.tags_add.map((tag) => `+${tag}`),
    ...entry.tags_remove.map((tag) => `-${tag}`),
    ...(entry.contact_ids.length > 0 ? [`${entry.contact_ids.length} contact(s)`] : []),
  ].join(', ');
  const notes = [
    entry.urgent ? 'do-not-call, goes first' : '',
    entry.in_doubt ? 'sent, being checked with the service' : '',
    entry.waiting_for ? `waits for ${entry.waiting_for}` : '',
    entry.problem && !entry.in_doubt ? entry.problem.message : '',
  ].filter((note) => note !== '');
  return `#${entry.seq} ${entry.op} ${entry.id}${what ? ` (${what})` : ''}${notes.length ? ` — ${notes.join('; ')}` : ''}`;
}
