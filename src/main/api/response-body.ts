/**
 * What came back, before anyone decodes it. JSON is recognised by its content
 * type or, since other implementations are careless with headers, by its
 * first character; a gateway in trouble sends an HTML page instead (spec 7.5).
 */
export type ResponseBody =
  | { form: 'json'; value: unknown }
  | { form: 'empty' }
  | { form: 'html' }
  /** Neither JSON nor HTML, or JSON that does not parse. */
  | { form: 'text' };

export function classifyBody(contentType: string | null, text: string): ResponseBody {
  const trimmed = text.trim();
  if (trimmed === '') return { form: 'empty' };
  const type = contentType?.toLowerCase() ?? '';
  if (type.includes('json') || /^[[{]/.test(trimmed)) {
    try {
      return { form: 'json', value: JSON.parse(trimmed) };
    } catch {
      // A body that claims to be JSON but is not: judged by what it looks like below.
    }
  }
  if (type.includes('html') || /^<(!doctype|html|head|body|[a-z])/i.test(trimmed)) return { form: 'html' };
  return { form: 'text' };
}

/** The first line of a non-JSON body, short, for technical messages only. */
export function bodyExcerpt(text: string): string {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1];
  const line = (title ?? text).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
  return line.length > 120 ? `${line.slice(0, 117)}…` : line;
}
