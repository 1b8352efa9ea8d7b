import { z } from 'zod';

/**
 * Envelopes (spec 2.1, 7.1, 7.4).
 *
 * Lists carry `meta` on contacts and calls; whether agent and campaign lists
 * do is not pinned down, so `meta` is optional everywhere. Responses the spec
 * does not show may come wrapped in `data` or bare; see `unwrap` in decode.ts.
 */

export const listMeta = z.looseObject({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  per_page: z.number().int().positive(),
});

/** The list envelope with its items left undecoded, so that one bad record can be reported and skipped. */
export const listEnvelope = z.looseObject({
  data: z.array(z.unknown()),
  meta: listMeta.optional(),
});

export const singleEnvelope = z.looseObject({ data: z.unknown() });

/** v1 error body: `{ error: { code, message, status } }`; on 429 it also carries `retry_after`. */
export const v1ErrorBody = z.looseObject({
  error: z.looseObject({
    code: z.string(),
    message: z.string(),
    status: z.number().int().optional(),
    retry_after: z.number().nonnegative().optional(),
  }),
});

/** Gateway error body: `{ error: "message" }`; on 429 also `message` and `retryAfter`. */
export const gatewayErrorBody = z.looseObject({
  error: z.string(),
  message: z.string().optional(),
  retryAfter: z.number().nonnegative().optional(),
});

export const v1RateLimitBody = z.looseObject({
  error: z.looseObject({
    code: z.literal('rate_limited'),
    message: z.string(),
    retry_after: z.number().int().nonnegative(),
  }),
});

export const gatewayRateLimitBody = z.looseObject({
  error: z.string(),
  message: z.string(),
  retryAfter: z.number().int().nonnegative(),
});

export type ListMeta = z.infer<typeof listMeta>;
export type V1ErrorBody = z.infer<typeof v1ErrorBody>;
export type GatewayErrorBody = z.infer<typeof gatewayErrorBody>;
