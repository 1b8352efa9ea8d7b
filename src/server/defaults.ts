/**
 * Defaults the command line and the programmatic API share, kept apart from
 * the server so that parsing arguments loads nothing heavy.
 */

/** Spec 8 documents 100 a minute for the gateway; the v1 limit is not shown, so we use the same. */
export const DEFAULT_RATE_LIMIT = 100;

/** Spec 3.3: provisioning takes "a few seconds". */
export const DEFAULT_PROVISIONING_DELAY_MS = 3_000;
