/** Reads a JSON request body with the contract's limits: media type, size, syntax. */
import { ApiError } from '../contract/errors'
import { requestMediaTypes } from '../contract/operations'
import { JsonDepthError, parseJson } from '../base/json'
import { readBounded } from '../base/bytes'

/** Bodies above this many bytes get 413 payload_too_large. */
export const MAX_BODY_BYTES = 64 * 1024

// A type's essence is what comes before its parameters (`; charset=utf-8`), in any case.
function isDeclaredType(type: string): boolean {
  const essence = type.split(';', 1)[0]?.trim().toLowerCase() ?? ''
  return requestMediaTypes.includes(essence)
}

/** Returns the parsed body of a JSON request, or throws 413, 415 or 400 invalid_json. */
export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const type = request.headers.get('content-type')
  if (!type || !isDeclaredType(type)) {
    throw new ApiError(
      'unsupported_media_type',
      `Send the body as application/json${type ? `, not ${type.slice(0, 100)}` : ''}.`,
    )
  }
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes)
  const bytes = await readAtMost(request, maxBytes)
  let text: string
  try {
    text = utf8().decode(bytes)
  } catch {
    throw new ApiError('invalid_json', 'The body is not valid UTF-8.')
  }
  if (text.trim() === '')
    throw new ApiError('invalid_json', 'The body is empty; send a JSON object.')
  try {
    return parseJson(text)
  } catch (error) {
    if (error instanceof JsonDepthError)
      throw new ApiError('invalid_json', `The body is ${error.message}.`)
    const reason = error instanceof SyntaxError ? `: ${error.message.slice(0, 200)}` : ''
    throw new ApiError('invalid_json', `The body is not valid JSON${reason}.`)
  }
}

// One decoder for every body, made at first use: a decode without `stream` starts afresh, and a
// decoder made per request cost a create more than the decode itself.
let decoder: { decode(bytes: Uint8Array): string } | undefined
function utf8(): { decode(bytes: Uint8Array): string } {
  return (decoder ??= new TextDecoder('utf-8', { fatal: true }))
}

// A body without Content-Length (streamed, chunked) is read only up to the limit and then
// cancelled: buffering it whole first would never answer an endless upload, and hold any size.
function readAtMost(request: Request, maxBytes: number): Promise<Uint8Array> {
  if (!request.body) return Promise.resolve(new Uint8Array(0))
  return readBounded(request.body, maxBytes, () => {
    throw tooLarge(maxBytes)
  })
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError('payload_too_large', `The body is over the ${maxBytes}-byte limit.`)
}
