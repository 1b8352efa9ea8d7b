import type { z } from 'zod';
import { decodeList, decodeSingle, listMeta, unwrap, type DecodeFailure, type DecodedList, type FieldProblem } from '../../shared/api';
import { badResponse, type ClassifyContext } from './classify-response';
import type { HttpResponse } from './http-transport';

/**
 * Reading 2xx bodies with the shared schemas. A record that fails decoding is
 * reported (which resource, which record, which field) and skipped; it never
 * fails the page, so one odd record cannot stop a sync. Bodies the spec shows
 * wrapped in `data` are accepted bare too, and the reverse.
 */
export interface DecodeFailureReport {
  /** `contact`, `call list`… */
  resource: string;
  id?: string;
  /** The first field at fault, dotted (`business_hours.monday.start`); empty for the whole record. */
  field: string;
  /** What is wrong with that field. */
  problem: string;
  problems: FieldProblem[];
  /** One line naming all of it. */
  message: string;
}

export type DecodeFailureListener = (report: DecodeFailureReport) => void;

export interface ListPage<T> extends DecodedList<T> {
  /** The page and page size asked for; a server may cap `per_page` silently, so compare with `received`. */
  page: number;
  perPage: number;
  /** How far the server's clock is ahead of ours (negative: behind), from the response's Date header, when it had one. */
  serverClockAheadMs?: number;
}

export interface ResponseReader {
  list<S extends z.ZodType>(resource: string, schema: S, response: HttpResponse, context: ClassifyContext, asked: { page: number; perPage: number }): ListPage<z.output<S>>;
  /** A body the spec shows: it must decode. */
  single<S extends z.ZodType>(resource: string, schema: S, response: HttpResponse, context: ClassifyContext): z.output<S>;
  /** A body the spec does not show: decoded when it can be, else undefined (the write itself succeeded). */
  optional<S extends z.ZodType>(resource: string, schemas: readonly S[], response: HttpResponse): z.output<S> | undefined;
  /** The id in a body, wrapped or bare, decodable or not. */
  id(response: HttpResponse): string | undefined;
}

export function createResponseReader(onDecodeFailure: DecodeFailureListener | undefined): ResponseReader {
  const report = (failure: DecodeFailure) => {
    const first = failure.problems[0];
    const entry: DecodeFailureReport = {
      resource: failure.resource,
      ...(failure.id === undefined ? {} : { id: failure.id }),
      field: first?.field ?? '',
      problem: first?.message ?? failure.message,
      problems: failure.problems,
      message: failure.message,
    };
    try {
      onDecodeFailure?.(entry);
    } catch {
      // A failing listener must not cost us the page it is told about.
    }
  };

  const jsonOf = (response: HttpResponse, context: ClassifyContext, what: string): unknown => {
    if (response.body.form === 'json') return response.body.value;
    throw badResponse(response, context, `the ${what} came as ${response.body.form === 'empty' ? 'an empty body' : `${response.body.form}, not JSON`}`);
  };

  return {
    list(resource, schema, response, context, asked) {
      let body = jsonOf(response, context, `${resource} list`);
      // `meta` is optional everywhere (2.1); a malformed one is reported and dropped rather than losing the page.
      if (typeof body === 'object' && body !== null && !Array.isArray(body) && 'meta' in body && body.meta !== undefined) {
        const meta = listMeta.safeParse(body.meta);
        if (!meta.success) {
          const { meta: _dropped, ...rest } = body as Record<string, unknown>;
          body = rest;
          const decodedMeta = decodeSingle(`${resource} list meta`, listMeta, _dropped);
          if (!decodedMeta.ok) report(decodedMeta.error);
        }
      }
      const decoded = decodeList(resource, schema, body);
      if (!decoded.ok) {
        report(decoded.error);
        throw badResponse(response, context, decoded.error.message);
      }
      decoded.value.rejected.forEach(report);
      const serverNow = Date.parse(response.headers.get('date') ?? '');
      return { ...decoded.value, ...asked, ...(Number.isNaN(serverNow) ? {} : { serverClockAheadMs: serverNow - response.receivedAt }) };
    },

    single(resource, schema, response, context) {
      const decoded = decodeSingle(resource, schema, jsonOf(response, context, resource));
      if (decoded.ok) return decoded.value;
      report(decoded.error);
      throw badResponse(response, context, decoded.error.message);
    },

    optional(resource, schemas, response) {
      if (response.body.form !== 'json') return undefined;
      const body = response.body.value;
      let firstFailure: DecodeFailure | undefined;
      for (const schema of schemas) {
        const decoded = decodeSingle(resource, schema, body);
        if (decoded.ok) return decoded.value;
        firstFailure ??= decoded.error;
      }
      if (firstFailure && typeof unwrap(body) === 'object' && unwrap(body) !== null) report(firstFailure);
      return undefined;
    },

    id(response) {
      if (response.body.form !== 'json') return undefined;
      const record = unwrap(response.body.value);
      if (typeof record === 'object' && record !== null && 'id' in record && typeof record.id === 'string' && record.id !== '') return record.id;
      return undefined;
    },
  };
}
