/**
 * The checks every write to one stored record makes, in the order RFC 9110 §13.2.2 gives them:
 * the record exists (404, by the table's own lookup), the request's preconditions admit its
 * version (412), then the write's own refusal of that record, if any (409). Held inside the
 * write's step, so no other write comes between a check and the change it guards.
 */
import type { ApiError } from '../contract/errors'
import { assertPreconditions, type Preconditions } from '../contract/etag'

/**
 * `record` (found by the table's lookup, which throws 404) once `conditions` admit its version
 * and `refusal` finds nothing against it; otherwise throws 412 or the refusal's error.
 *
 * @param what - the record as messages name it, e.g. `Pet 3`
 */
export function recordToWrite<T extends object>(
  record: Readonly<T>,
  what: string,
  conditions: Preconditions,
  refusal?: (record: Readonly<T>) => ApiError | undefined,
): Readonly<T> {
  assertPreconditions(conditions, record, what)
  const refused = refusal?.(record)
  if (refused) throw refused
  return record
}
