/**
 * Which groups of strings a text holds, in one pass over it: each group is a
 * list of strings, and a group is found when the text holds any of them.
 * An Aho–Corasick automaton, made into a table of transitions when built, so
 * reading a text costs a lookup and a few bit operations a character however
 * many strings there are (the do-not-call patterns' needed strings number
 * about a thousand; testing them one by one cost more than the patterns).
 */
export class SubstringAutomaton {
  /** Bits a text's groups take (group g is bit g % 32 of word g >> 5). */
  readonly words: number;
  /** Each character's number in the table; 0 for a character no string holds. */
  private readonly symbolOf = new Uint8Array(0x10000);
  private readonly symbols: number;
  /** The state after a state and a symbol, at state * symbols + symbol. */
  private readonly next: Int32Array;
  /** The groups found on reaching a state, `words` to a state. */
  private readonly found: Uint32Array;
  /** Whether a state finds any group (most do not: the bits are read only where one does). */
  private readonly finds: Uint8Array;

  constructor(groups: readonly (readonly string[])[]) {
    this.words = Math.max(1, Math.ceil(groups.length / 32));
    let symbols = 1;
    for (const group of groups) {
      for (const string of group) {
        for (let at = 0; at < string.length; at += 1) {
          const code = string.charCodeAt(at);
          if (this.symbolOf[code] === 0) {
            if (symbols === 0xff) throw new Error('SubstringAutomaton: more than 254 distinct characters');
            this.symbolOf[code] = symbols;
            symbols += 1;
          }
        }
      }
    }
    this.symbols = symbols;
    const trie = buildTrie(groups, this.symbolOf);
    const states = trie.children.length;
    this.next = new Int32Array(states * symbols);
    this.found = new Uint32Array(states * this.words);
    this.finds = new Uint8Array(states);
    // Breadth first, so a state's fallback (the longest proper suffix that is a state) is complete before the state.
    const fallback = new Int32Array(states);
    const queue: number[] = [0];
    for (let head = 0; head < queue.length; head += 1) {
      const state = queue[head] as number;
      const back = fallback[state] as number;
      for (let word = 0; word < this.words; word += 1) this.found[state * this.words + word] = (trie.found[state]?.[word] ?? 0) | (state === 0 ? 0 : (this.found[back * this.words + word] as number));
      this.finds[state] = this.found.subarray(state * this.words, (state + 1) * this.words).some((bits) => bits !== 0) ? 1 : 0;
      for (let symbol = 0; symbol < symbols; symbol += 1) {
        const child = trie.children[state]?.get(symbol);
        if (child === undefined || symbol === 0) {
          this.next[state * symbols + symbol] = state === 0 || symbol === 0 ? 0 : (this.next[back * symbols + symbol] as number);
        } else {
          this.next[state * symbols + symbol] = child;
          fallback[child] = state === 0 ? 0 : (this.next[back * symbols + symbol] as number);
          queue.push(child);
        }
      }
    }
  }

  /** Whether `text` holds any string of any group: read only as far as the first one found. */
  holdsAny(text: string): boolean {
    let state = 0;
    for (let at = 0; at < text.length; at += 1) {
      state = this.next[state * this.symbols + (this.symbolOf[text.charCodeAt(at)] as number)] as number;
      if (this.finds[state] === 1) return true;
    }
    return false;
  }

  /** Sets in `into` (`words` long, cleared first) the bits of the groups `text` holds. */
  groupsIn(text: string, into: Uint32Array): void {
    into.fill(0);
    let state = 0;
    for (let at = 0; at < text.length; at += 1) {
      state = this.next[state * this.symbols + (this.symbolOf[text.charCodeAt(at)] as number)] as number;
      if (this.finds[state] === 1) for (let word = 0; word < this.words; word += 1) into[word]! |= this.found[state * this.words + word] as number;
    }
  }
}

/** A trie of every group's strings: each state's children by symbol, and the groups whose string ends there. */
function buildTrie(groups: readonly (readonly string[])[], symbolOf: Uint8Array): { children: Map<number, number>[]; found: (Uint32Array | undefined)[] } {
  const words = Math.max(1, Math.ceil(groups.length / 32));
  const children: Map<number, number>[] = [new Map()];
  const found: (Uint32Array | undefined)[] = [];
  for (const [group, strings] of groups.entries()) {
    for (const string of strings) {
      if (string === '') throw new Error(`SubstringAutomaton: group ${group} holds an empty string, which every text holds`);
      let state = 0;
      for (let at = 0; at < string.length; at += 1) {
        const symbol = symbolOf[string.charCodeAt(at)] as number;
        let child = children[state]?.get(symbol);
        if (child === undefined) {
          child = children.length;
          children.push(new Map());
          children[state]?.set(symbol, child);
        }
        state = child;
      }
      const bits = (found[state] ??= new Uint32Array(words));
      bits[group >> 5]! |= 1 << (group & 31);
    }
  }
  return { children, found };
}
