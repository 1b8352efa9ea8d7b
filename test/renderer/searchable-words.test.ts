import { describe, expect, it } from 'vitest';
import { describeSearchable } from '../../src/renderer/src/stores/searchable-calls-store';

/** The status bar's and the search box's words for how much of the mirror a search covers. */
describe('how much of the mirror is searchable, in words', () => {
  it('names the calls with a transcript out of all the calls, with thousands separated', () => {
    expect(describeSearchable({ searchable: 587, total: 5873 })).toBe('transcripts of 587 of 5,873 calls');
    expect(describeSearchable({ searchable: 0, total: 1 })).toBe('transcripts of 0 of 1 call');
  });

  it('says "all" once every call has its transcript', () => {
    expect(describeSearchable({ searchable: 50, total: 50 })).toBe('transcripts of all 50 calls');
    expect(describeSearchable({ searchable: 1, total: 1 })).toBe('the transcript of the one call');
  });

  it('says nothing before the first count or without calls', () => {
    expect(describeSearchable(null)).toBeNull();
    expect(describeSearchable({ searchable: 0, total: 0 })).toBeNull();
  });
});
