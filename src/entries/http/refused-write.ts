/** The one answer to a write the data file could not take: it was not made. */
import { ApiError } from '../../contract/errors'

/** The 503 Error object of a write refused because `error` kept it out of the data file. */
export function refusedWrite(error: Error): ApiError {
  return new ApiError(
    'service_unavailable',
    `The change could not be written to the data file (${error.message}), so it was not made; try again once the disk has room.`,
  )
}
