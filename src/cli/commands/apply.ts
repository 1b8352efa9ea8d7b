import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { planEdits, queueEdits, type EditProblem } from '../../main/outbox';
import { CliFailure } from '../cli-failure';
import { addMirrorOptions, resolveMirrorTarget, type MirrorFlags } from '../profile-options';
import { refusedBatch } from './edit-problems';
import { openMirrorForWriting } from './mirror-file';

/**
 * `voicedesk apply --db FILE --file EDITS.jsonl` (or `--profile NAME`):
 * queues edits in the outbox, one JSON object a line (see
 * src/shared/outbox/edits.ts for every op). All lines are checked first;
 * one bad line refuses the file with its line number and reason, and
 * nothing is queued. Queued edits show in the mirror at once (pending) and
 * reach the service with `voicedesk push` (or the app).
 *
 * stdout: one JSON line, `{"queued":N,"operations":M,"refs":{"new1":"local_contact_…"}}`.
 */
export interface ApplyFlags extends MirrorFlags {
  file: string;
}

export function registerApplyCommand(program: Command): void {
  addMirrorOptions(program.command('apply').description('Queue edits from a JSON Lines file in the outbox (sent later by voicedesk push).'))
    .requiredOption('--file <edits.jsonl>', 'the edits, one JSON object a line ("-" reads standard input)')
    .addHelpText(
      'after',
      `
Each line is one edit:
  {"op":"contact.create","ref":"new1","fields":{"first_name":"Ada","phone":"+15550001111"}}
  {"op":"contact.update","id":"contact_…","fields":{"company":"Acme","status":"dnc"}}
  {"op":"contact.delete","id":"contact_…"}
  {"op":"contacts.tag","ids":["contact_…","new1"],"add":["vip"],"remove":["cold"]}
  {"op":"agent.update","id":"agent_…","fields":{"is_active":false}}
  {"op":"campaign.create","ref":"c1","fields":{"name":"Spring","agent_id":"agent_…"}}
  {"op":"campaign.add_contacts","id":"c1","contact_ids":["new1","contact_…"]}
"ref" names a record created in the file, for later lines. Every line is
checked before anything is queued: one bad line and nothing is.`,
    )
    .action((flags: ApplyFlags) => runApply(flags));
}

export async function runApply(flags: ApplyFlags): Promise<void> {
  const target = await resolveMirrorTarget(flags);
  const source = flags.file === '-' ? 'standard input' : flags.file;
  const { edits, lines } = readEditLines(flags.file, source);
  if (edits.length === 0) throw new CliFailure(`${source} holds no edits (one JSON object a line)`);
  const mirror = openMirrorForWriting(target.mirrorFile);
  try {
    const plan = planEdits(mirror.db, edits);
    if (!plan.ok) throw refusedBatch(source, plan.problems.map((problem: EditProblem) => ({ ...problem, where: `line ${lines[problem.index]}` })));
    const result = queueEdits(mirror.db, plan.edits, { label: `Edits from ${source}` });
    process.stdout.write(`${JSON.stringify({ queued: edits.length, operations: result.operations, refs: plan.refs })}\n`);
  } finally {
    mirror.close();
  }
}

/** The file's edits and the line each came from; a line that is not JSON refuses the file here. */
function readEditLines(file: string, source: string): { edits: unknown[]; lines: number[] } {
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (error) {
    throw new CliFailure(`cannot read ${source}: ${error instanceof Error && 'code' in error && error.code === 'ENOENT' ? 'no such file' : String(error)}`);
  }
  const edits: unknown[] = [];
  const lines: number[] = [];
  const problems: (EditProblem & { where: string })[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    try {
      edits.push(JSON.parse(line));
      lines.push(index + 1);
    } catch (error) {
      problems.push({ index: edits.length, where: `line ${index + 1}`, field: '', message: `is not valid JSON (${error instanceof Error ? error.message : String(error)})` });
    }
  });
  if (problems.length > 0) throw refusedBatch(source, problems.slice(0, 20));
  return { edits, lines };
}
