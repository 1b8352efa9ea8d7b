import { randomUUID } from 'node:crypto';
import type { FieldProblem } from '../../shared/api/problems';
import { problemsFromZod } from '../../shared/api/problems';
import { edit as editSchema, isLocalId, type Edit } from '../../shared/outbox/edits';
import type { OperationResource } from '../../shared/outbox/operations';
import type { MirrorDb } from '../mirror';
import { serverIdOf } from '../mirror/local-ids';
import { shownRecord } from '../mirror/record-lookup';

/**
 * The first step of queuing edits: every edit of a batch checked against the
 * shared schemas and against the mirror, and every record it names resolved
 * (a ref of this batch, a local id, a server id) before anything is written.
 * A batch with one bad edit is refused whole, each problem naming the edit
 * (by its index; the CLI turns that into a line number) and the field.
 */

export type PlannedEdit =
  | { op: 'contact.create'; localId: string; fields: Record<string, unknown> }
  | { op: 'contact.update'; target: string; fields: Record<string, unknown> }
  | { op: 'contact.delete'; target: string }
  | { op: 'contacts.tag'; targets: string[]; add: string[]; remove: string[] }
  | { op: 'agent.update'; target: string; fields: Record<string, unknown> }
  | { op: 'campaign.create'; localId: string; fields: Record<string, unknown> }
  | { op: 'campaign.add_contacts'; target: string; contactIds: string[] };

export interface EditProblem extends FieldProblem {
  /** Position of the edit in the batch, from 0. */
  index: number;
}

export type EditPlan = { ok: true; edits: PlannedEdit[]; refs: Record<string, string> } | { ok: false; problems: EditProblem[] };

/** More than this many problems are not worth listing: the file is wrong throughout. */
const MAX_PROBLEMS = 20;

const NOUN: Record<OperationResource, string> = { contacts: 'contact', agents: 'agent', campaigns: 'campaign' };

export function planEdits(db: MirrorDb, input: readonly unknown[]): EditPlan {
  const problems: EditProblem[] = [];
  const planned: PlannedEdit[] = [];
  const refs = new Map<string, { resource: OperationResource; localId: string }>();
  const deletedHere = new Set<string>();
  // Where each ref is defined, to tell "defined further down" from "unknown".
  const refLines = new Map<string, number>();
  input.forEach((raw, index) => {
    const ref = typeof raw === 'object' && raw !== null ? (raw as { ref?: unknown }).ref : undefined;
    if (typeof ref === 'string' && !refLines.has(ref.trim())) refLines.set(ref.trim(), index);
  });

  input.forEach((raw, index) => {
    if (problems.length >= MAX_PROBLEMS) return;
    const parsed = editSchema.safeParse(raw, { reportInput: true });
    if (!parsed.success) {
      for (const problem of problemsFromZod(parsed.error)) problems.push({ index, ...problem });
      return;
    }
    const local: EditProblem[] = [];
    const resolve = (name: string, resource: OperationResource, field: string): string => {
      const found = resolveRecord(db, name, resource, refs, deletedHere);
      if (!found.ok) {
        const definedLater = !refs.has(name) && (refLines.get(name) ?? -1) > index;
        local.push({ index, field, message: definedLater ? `"${name}" is the ref of a record created by a later edit; put the edit that creates it first` : found.message });
        return name;
      }
      return found.id;
    };
    const result = plan(parsed.data, resolve, (field, message) => local.push({ index, field, message }), refs);
    if (local.length > 0) {
      problems.push(...local);
      return;
    }
    if (result === undefined) return;
    if (result.op === 'contact.delete') deletedHere.add(result.target);
    planned.push(result);
  });

  if (problems.length > 0) return { ok: false, problems: problems.slice(0, MAX_PROBLEMS) };
  return { ok: true, edits: planned, refs: Object.fromEntries([...refs].map(([name, entry]) => [name, entry.localId])) };
}

function plan(
  edit: Edit,
  resolve: (name: string, resource: OperationResource, field: string) => string,
  problem: (field: string, message: string) => void,
  refs: Map<string, { resource: OperationResource; localId: string }>,
): PlannedEdit | undefined {
  const define = (ref: string | undefined, resource: OperationResource): string => {
    const localId = `local_${NOUN[resource]}_${randomUUID()}`;
    if (ref === undefined) return localId;
    if (refs.has(ref)) {
      problem('ref', `"${ref}" is already the ref of an earlier edit; each new record needs its own`);
      return localId;
    }
    refs.set(ref, { resource, localId });
    return localId;
  };
  switch (edit.op) {
    case 'contact.create':
      return { op: edit.op, localId: define(edit.ref, 'contacts'), fields: edit.fields };
    case 'contact.update':
      return { op: edit.op, target: resolve(edit.id, 'contacts', 'id'), fields: edit.fields };
    case 'contact.delete':
      return { op: edit.op, target: resolve(edit.id, 'contacts', 'id') };
    case 'contacts.tag':
      return {
        op: edit.op,
        targets: [...new Set(edit.ids.map((id, position) => resolve(id, 'contacts', `ids[${position}]`)))],
        add: [...new Set(edit.add ?? [])],
        remove: [...new Set(edit.remove ?? [])],
      };
    case 'agent.update':
      return { op: edit.op, target: resolve(edit.id, 'agents', 'id'), fields: edit.fields };
    case 'campaign.create': {
      const agentId = edit.fields.agent_id;
      if (agentId !== undefined) resolve(agentId, 'agents', 'fields.agent_id');
      return { op: edit.op, localId: define(edit.ref, 'campaigns'), fields: edit.fields };
    }
    case 'campaign.add_contacts':
      return {
        op: edit.op,
        target: resolve(edit.id, 'campaigns', 'id'),
        contactIds: [...new Set(edit.contact_ids.map((id, position) => resolve(id, 'contacts', `contact_ids[${position}]`)))],
      };
  }
}

type Resolved = { ok: true; id: string } | { ok: false; message: string };

/**
 * A ref of this batch, a local id the outbox issued (its server id when the
 * create was acknowledged), or a server id the mirror holds. Agents cannot
 * be created offline, so an agent is always a server id.
 */
function resolveRecord(
  db: MirrorDb,
  name: string,
  resource: OperationResource,
  refs: Map<string, { resource: OperationResource; localId: string }>,
  deletedHere: Set<string>,
): Resolved {
  const noun = NOUN[resource];
  const ref = refs.get(name);
  let id = name;
  if (ref !== undefined) {
    if (ref.resource !== resource) return { ok: false, message: `"${name}" is the ref of a new ${NOUN[ref.resource]}, not of a ${noun}` };
    id = ref.localId;
  } else if (isLocalId(name)) {
    const serverId = serverIdOf(db, name);
    if (serverId === undefined || !name.startsWith(`local_${noun}_`)) return { ok: false, message: `"${name}" is not a ${noun} created in this app (unknown local id)` };
    if (serverId !== null) id = serverId;
  }
  if (deletedHere.has(id)) return { ok: false, message: `the ${noun} "${name}" is deleted by an earlier edit` };
  if (ref !== undefined) return { ok: true, id };
  const shown = shownRecord(db, resource, id);
  if (shown.state === 'deleted') return { ok: false, message: `the ${noun} "${name}" is deleted (the delete waits to be sent)` };
  if (shown.state === 'absent') {
    return { ok: false, message: `no ${noun} "${name}" in this workspace's mirror (not a ref of an earlier line either); sync first, or check the id` };
  }
  return { ok: true, id };
}
