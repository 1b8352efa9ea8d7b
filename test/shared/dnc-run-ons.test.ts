import { describe, expect, it } from 'vitest';
import { runOnPieces } from '../../src/shared/dnc/dnc-run-ons';
import { isRequest } from '../../src/shared/dnc/dnc-request-rules';
import { findDncRequestWith, normalise } from '../../src/shared/dnc/dnc-request';

/** The pieces of a sentence as the detector reads them: normalised, the rules telling a request. */
const pieces = (sentence: string) => runOnPieces(normalise(sentence), isRequest);

describe('a run-on of speech-to-text, cut after its request', () => {
  it('cuts where the caller turns to something else after asking', () => {
    expect(pieces("stop calling oh you're from the hospital sorry no keep calling please")).toEqual(['stop calling', "oh you're from the hospital", 'sorry no keep calling please']);
    expect(pieces("don't ring this number again actually do ring it it's the only one that works")).toEqual(["don't ring this number again", "actually do ring it's the only one that works"]);
  });

  it('keeps a word said alone with what follows it', () => {
    expect(pieces('take me off no scratch that leave it')).toEqual(['take me off', 'no scratch that leave it']);
  });

  it('leaves whole a sentence with marks, a short one, one that does not ask, and one whose turn words ask again', () => {
    expect(pieces("Stop calling, oh, you're the hospital.")).toEqual(["stop calling, oh, you're the hospital."]);
    expect(pieces('stop calling me sorry')).toEqual(['stop calling me sorry']);
    expect(pieces("oh hello sorry i was in the garden what's this about")).toEqual(["oh hello sorry i was in the garden what's this about"]);
    expect(pieces('no calls no texts nothing just leave me alone')).toEqual(['no calls no texts nothing leave me alone']);
  });

  it('does not cut at "not joking": the threat stands', () => {
    expect(pieces("one more call and i'm calling my lawyer and i'm not joking")).toHaveLength(1);
  });

  it('lets the rest of the turn take the request back, as it would sentences written apart', () => {
    expect(findDncRequestWith(null, 'take me off no scratch that leave it')).toBeNull();
    expect(findDncRequestWith(null, 'Take me off. No, scratch that, leave it.')).toBeNull();
    expect(findDncRequestWith(null, "take me off your list i don't want the calls")).not.toBeNull();
  });
});
