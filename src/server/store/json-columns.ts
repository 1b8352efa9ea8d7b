/** Arrays and objects live in TEXT columns as JSON; these are the only conversions. */
export function toJson(value: unknown): string {
  return JSON.stringify(value);
}

export function stringArrayFromJson(text: string): string[] {
  const value: unknown = JSON.parse(text);
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new Error(`expected a JSON array of strings in the database, got ${text.slice(0, 80)}`);
  }
  return value;
}
