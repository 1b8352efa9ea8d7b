/** "email" → "Email": field names start a label or a table row. */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
