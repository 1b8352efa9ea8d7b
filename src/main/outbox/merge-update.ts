import { mergeTagSets, sameValue, tagsOf, type Operation, type RecordValue } from '../../shared/outbox/operations';

/**
 * Folds new field values into an update: the base of a field is the
 * server's value when the field was first edited (only when the mirror has
 * the field: a detail never fetched is no base to compare against).
 */
export function mergeUpdate(operation: Operation, fields: Record<string, unknown>, tags: { add: string[]; remove: string[] }, server: RecordValue | undefined): Operation {
  const nextFields = { ...operation.fields };
  const base = { ...operation.base };
  for (const [field, value] of Object.entries(fields)) {
    if (!Object.hasOwn(nextFields, field) && server !== undefined && Object.hasOwn(server, field)) base[field] = server[field];
    nextFields[field] = value;
    if (Object.hasOwn(base, field) && sameValue(value, base[field])) {
      delete nextFields[field];
      delete base[field];
    }
  }
  // A tag added and then removed (or removed and then added) before it was sent cancels out when the server's tags never
  // changed by it: nothing to send. Against a server that has the tag, add-then-remove still removes it, and the reverse.
  const serverTags = new Set(tagsOf(server ?? null));
  const undoneAdds = new Set(tags.remove.filter((tag) => operation.tagsAdd.includes(tag) && !serverTags.has(tag)));
  const undoneRemoves = new Set(tags.add.filter((tag) => operation.tagsRemove.includes(tag) && serverTags.has(tag)));
  const merged = mergeTagSets({ add: operation.tagsAdd, remove: operation.tagsRemove }, tags);
  return {
    ...operation,
    fields: nextFields,
    base,
    tagsAdd: merged.add.filter((tag) => !undoneRemoves.has(tag)),
    tagsRemove: merged.remove.filter((tag) => !undoneAdds.has(tag)),
  };
}
