/**
 * `{name}` placeholders in phrase banks, compiled once at load into a list of
 * pieces, so filling one is a few string concatenations: the simulator and
 * the seeder fill millions of them. The banks stay plain strings, which keeps
 * them readable and lets tests search for phrases known to occur.
 */

export type TemplateVars = Readonly<Record<string, string>>;
export type CompiledTemplate = (vars: TemplateVars) => string;

const PLACEHOLDER = /\{(\w+)\}/;

export function compileTemplate(template: string): CompiledTemplate {
  // split() with a capture group alternates text, name, text, name, text.
  const pieces = template.split(PLACEHOLDER);
  if (pieces.length === 1) return () => template;
  return (vars) => {
    let out = pieces[0] as string;
    for (let i = 1; i < pieces.length; i += 2) {
      const name = pieces[i] as string;
      const value = vars[name];
      if (value === undefined) throw new Error(`template "${template}" needs a value for {${name}}`);
      const after = pieces[i + 1] as string;
      // A value ending in a full stop ("Baybrook & Co.") absorbs the sentence's own.
      out += value.endsWith('.') && after.startsWith('.') ? value + after.slice(1) : value + after;
    }
    return out;
  };
}

export function compileAll(templates: readonly string[]): readonly CompiledTemplate[] {
  return templates.map(compileTemplate);
}
