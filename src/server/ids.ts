import { randomUUID } from 'node:crypto';

/**
 * Identifiers: `<resource>_<uuid>` (spec 2.1). Responses carry the prefixed
 * form, and a client must send back exactly what it received, so requests are
 * checked against the same form. Reading chosen where the spec is silent: a
 * bare UUID or another resource's prefix is malformed (400), not unknown (404);
 * that catches a client that strips or mixes up prefixes. Hex case is not
 * significant, as in a UUID column.
 */
export const idPrefixes = {
  agent: 'agent_',
  campaign: 'campaign_',
  contact: 'contact_',
  call: 'call_',
  phoneNumber: 'phone_number_',
  knowledgeItem: 'knowledge_item_',
} as const;

export type IdKind = keyof typeof idPrefixes;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function newId(kind: IdKind): string {
  return idPrefixes[kind] + randomUUID();
}

/** The stored form of a requested id, or undefined when it is not `<prefix>_<uuid>` for this kind. */
export function parseId(kind: IdKind, raw: string): string | undefined {
  const prefix = idPrefixes[kind];
  if (!raw.startsWith(prefix)) return undefined;
  const uuid = raw.slice(prefix.length);
  return UUID.test(uuid) ? prefix + uuid.toLowerCase() : undefined;
}

/** An id made from a given UUID: the seeder and the simulator draw theirs from a seeded stream, so the same seed gives the same ids. */
export function idFromUuid(kind: IdKind, uuid: string): string {
  return idPrefixes[kind] + uuid.toLowerCase();
}
