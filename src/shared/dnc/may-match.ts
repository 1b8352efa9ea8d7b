/**
 * A cheap first test of a regular expression: false only where the text
 * holds none of the strings every match needs (required-substrings.ts),
 * looked for in one pass (substring-automaton.ts). For the large
 * alternations most sentences never match, which V8 tries at every letter:
 * the spoken forms' regex cost 1.4 µs a sentence, the look a fifth of it.
 */

import { requiredSubstrings } from './required-substrings';
import { SubstringAutomaton } from './substring-automaton';

export function mayMatch(regex: RegExp): (text: string) => boolean {
  // Built at the first test, not when a module makes it: the app's main thread imports the detector with the mirror
  // and never runs it, and building them all cost it 0.4 s at every launch.
  let test: ((text: string) => boolean) | undefined;
  return (text) => (test ??= testFor(regex))(text);
}

function testFor(regex: RegExp): (text: string) => boolean {
  const needed = requiredSubstrings(regex);
  if (needed === null) return () => true;
  const [only] = needed;
  if (needed.length === 1 && only !== undefined) return (text) => text.includes(only);
  const strings = new SubstringAutomaton([needed]);
  return (text) => strings.holdsAny(text);
}
