/**
 * An error answer of the API, as the UI shows it: the API's own message, its code and status,
 * and field problems for forms.
 */

/** One field problem from a 400 `validation_failed`. */
export interface FieldProblem {
  /** Where, e.g. `body.name` or `query.limit`. */
  path: string
  message: string
}

/**
 * Thrown by the client for every answer outside 2xx, and for requests that got no answer.
 *
 * @example
 * try { await api.call('deletePet', { path: { petId: 1 } }) }
 * catch (error) { if (error instanceof ApiProblem) toast(error.message) }
 */
export class ApiProblem extends Error {
  override readonly name = 'ApiProblem'

  constructor(
    /** The API's code, e.g. `insufficient_stock`; `network_error` when nothing answered. */
    readonly code: string,
    /** The HTTP status; 0 when nothing answered. */
    readonly status: number,
    message: string,
    readonly details: FieldProblem[] = [],
    /** With 412 `precondition_failed`: the record's current version (its `ETag`). */
    readonly version?: string,
  ) {
    super(message)
  }

  /**
   * The same answer told about one field of the form, in the shop's words: a conflict the API
   * reports for the whole request (a taken name, too little stock) belongs beside the field
   * that causes it.
   */
  atField(field: string, message: string): ApiProblem {
    return new ApiProblem(this.code, this.status, message, [{ path: `body.${field}`, message }])
  }

  /**
   * Reads an Error object of the API; anything else becomes an `unexpected_response`.
   *
   * @example
   * ApiProblem.from(409, { code: 'category_in_use', message: 'Category 1 still has 8 pets', status: 409 })
   */
  static from(status: number, body: unknown, headers?: Headers): ApiProblem {
    const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
    if (typeof b.code === 'string' && typeof b.message === 'string') {
      const details = Array.isArray(b.details)
        ? b.details.filter(
            (d): d is FieldProblem =>
              typeof d === 'object' &&
              d !== null &&
              typeof (d as FieldProblem).path === 'string' &&
              typeof (d as FieldProblem).message === 'string',
          )
        : []
      const version = headers?.get('ETag') ?? undefined
      return new ApiProblem(b.code, status, b.message, details, version)
    }
    return new ApiProblem(
      'unexpected_response',
      status,
      `The server answered ${status} without an API error body.`,
    )
  }
}
