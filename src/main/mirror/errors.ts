/**
 * Errors the mirror raises for its callers to act on. Each message says what
 * to do about it, in plain words, because the CLI and the UI show it as is.
 */

/** The file was written by a newer VoiceDesk, or needs an upgrade a read-only open cannot make. */
export class MirrorVersionError extends Error {
  override readonly name = 'MirrorVersionError';
  constructor(
    message: string,
    readonly fileVersion: number,
    readonly knownVersion: number,
  ) {
    super(message);
  }
}

/** A query the caller built wrongly (bad limit, foreign cursor, unreadable date). */
export class MirrorQueryError extends Error {
  override readonly name = 'MirrorQueryError';
  constructor(
    message: string,
    /** The option at fault, e.g. `after` or `filter.from`. */
    readonly field: string,
  ) {
    super(message);
  }
}

/** A sync bookkeeping call made out of order (e.g. asking for unseen rows of an unfinished pass). */
export class MirrorStateError extends Error {
  override readonly name = 'MirrorStateError';
}
