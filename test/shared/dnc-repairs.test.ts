import { describe, expect, it } from 'vitest';
import { repairedPieces } from '../../src/shared/dnc/dnc-repairs';
import { isRequest } from '../../src/shared/dnc/dnc-request-rules';
import { BARE_ORDER_ALONE } from '../../src/shared/dnc/dnc-patterns-short-forms';
import { normalise } from '../../src/shared/dnc/dnc-request';

/** The pieces of a sentence as the detector reads them: normalised, the rules telling a request. */
const pieces = (sentence: string) => repairedPieces(normalise(sentence), isRequest, (piece) => BARE_ORDER_ALONE.test(piece));

describe('a sentence broken by dashes, read as finally said', () => {
  it('leaves a sentence without a dash whole', () => {
    expect(pieces('Stop calling me, please.')).toEqual(['stop calling me, please.']);
  });

  it('reads a restart into the words it takes up again', () => {
    expect(pieces('Stop ringing me at the— at teatime.')).toEqual(['stop ringing me at teatime.']);
    expect(pieces('Take me off the calling -- the newsletter list.')).toEqual(['take me off the newsletter list.']);
    expect(pieces('Stop phoning - stop the leaflets.')).toEqual(['stop the leaflets.']);
  });

  it('drops the "don\'t" of an order said again without it', () => {
    expect(pieces("Don't ring me about— ring my brother about the van.")).toEqual(['ring my brother about the van.']);
  });

  it('reads a continuation on from the clause before', () => {
    expect(pieces('No more calls— tonight.')).toEqual(['no more calls tonight.']);
    expect(pieces("Don't ring— before ten.")).toEqual(["don't ring before ten."]);
  });

  it('takes up only the last few words, not any word of the clause', () => {
    expect(pieces("Don't call my dad about the bill, he's away - call me.")).toEqual(["don't call my dad about the bill, he's away", 'call me.']);
  });

  it('keeps a request said again, and a piece that starts a new thing, apart', () => {
    expect(pieces('Stop calling me— stop it!')).toEqual(['stop calling me', 'stop it!']);
    expect(pieces("Stop calling— I'll ring you tomorrow.")).toEqual(['stop calling', "i'll ring you tomorrow."]);
    expect(pieces("I'd like no more emails— no, I'd like no more calls.")).toEqual(["i'd like no more emails", "no, i'd like no more calls."]);
  });

  it('reads a short aside between two dashes first, then the sentence without it', () => {
    expect(pieces('Could you take me off the — sorry, the kettle — off the list?')).toEqual(['sorry, the kettle', 'could you take me off the list?']);
  });

  it('opens what follows a word of answer before the dash', () => {
    expect(pieces('No — I said the newsletter.')).toEqual(['no, i said the newsletter.']);
  });
});
