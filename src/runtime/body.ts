/**
 * Reads a JSON request body with the contract's limits: media type, size, syntax.
 */
import { ApiError } from '../errors'

/** Bodies above this many bytes get 413 payload_too_large. */
export const MAX_BODY_BYTES = 64 * 1024

const jsonMediaType = /^application\/(?:[\w.+-]+\+)?json\s*(?:;.*)?$/i

/**
 * Returns the parsed body of a JSON request, or throws 413, 415 or 400 invalid_json.
 *
 * @example
 * const body = await readJsonBody(request)
 */
export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const type = request.headers.get('content-type')
  if (!type || !jsonMediaType.test(type.trim())) {
    throw new ApiError(
      'unsupported_media_type',
      `Send the body as application/json${type ? `, not ${type.slice(0, 100)}` : ''}.`,
    )
  }
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes)
  const bytes = new Uint8Array(await request.arrayBuffer())
  if (bytes.byteLength > maxBytes) throw tooLarge(maxBytes)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new ApiError('invalid_json', 'The body is not valid UTF-8.')
  }
  if (text.trim() === '')
    throw new ApiError('invalid_json', 'The body is empty; send a JSON object.')
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    const reason = error instanceof SyntaxError ? `: ${error.message.slice(0, 200)}` : ''
    throw new ApiError('invalid_json', `The body is not valid JSON${reason}.`)
  }
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError('payload_too_large', `The body is over the ${maxBytes}-byte limit.`)
}
