/**
 * An error the API reports to the client. Thrown anywhere below a route
 * handler; the error handler renders it in the v1 or gateway form.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function invalidRequest(message: string): ApiError {
  return new ApiError(400, 'invalid_request', message);
}

/**
 * Schema failures other than a missing field. The spec gives 422 no code; we
 * use `validation_error`, and the resource-specific codes of 7.3
 * (`invalid_phone`, `invalid_voice`, `invalid_language`) where they apply,
 * also with 422 since they are the same kind of failure.
 */
export function validationError(message: string, code = 'validation_error'): ApiError {
  return new ApiError(422, code, message);
}

export type FoundKind = 'agent' | 'campaign' | 'contact' | 'call' | 'phone number' | 'knowledge item';

/**
 * Unknown and other-workspace ids get the same answer (spec 2.1: "reported as
 * nonexistent"). The four resources of 7.3 have their own codes; phone
 * numbers and knowledge items, which have none, get the generic `not_found`
 * of 7.2.
 */
export function notFound(kind: FoundKind, id: string): ApiError {
  const code = kind === 'phone number' || kind === 'knowledge item' ? 'not_found' : `${kind}_not_found`;
  return new ApiError(404, code, `${kind} ${id} not found`);
}

/**
 * The campaign's state does not allow the operation. 409, with `invalid_state`
 * for the generic case; `no_contacts` uses it too (spec 7.3 gives no status),
 * since it is also "not in this state": add contacts, then start.
 */
export function conflict(code: string, message: string): ApiError {
  return new ApiError(409, code, message);
}

export function forbidden(message: string): ApiError {
  return new ApiError(403, 'forbidden', message);
}

export function unauthorized(message: string): ApiError {
  return new ApiError(401, 'unauthorized', message);
}
