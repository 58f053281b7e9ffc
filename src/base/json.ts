/**
 * The one way outside JSON is parsed: a depth check before `JSON.parse`. The parse itself copes
 * with any depth, but what walks the value afterwards (validation, cloning, the store) recurses,
 * and thousands of levels overflow the stack as a 500 or a crash. The check is one linear scan
 * of the text, so nothing recurses and a body costs O(n) once.
 */

/** The deepest JSON input accepted: a snapshot or HAR file is under 10 levels, a body under 5. */
export const MAX_JSON_DEPTH = 64

/** Too deep to parse; a SyntaxError, so every caller's "not valid JSON" handling applies. */
export class JsonDepthError extends SyntaxError {
  constructor(maxDepth: number) {
    super(`JSON nested deeper than ${maxDepth} levels, the limit`)
    this.name = 'JsonDepthError'
  }
}

/** `JSON.parse(text)`, or a JsonDepthError when arrays and objects nest deeper than `maxDepth`. */
export function parseJson(text: string, maxDepth = MAX_JSON_DEPTH): unknown {
  checkDepth(text, maxDepth)
  return JSON.parse(text) as unknown
}

function checkDepth(text: string, maxDepth: number): void {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c)
        i++ // a backslash: the next character is escaped, even a quote
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > maxDepth) throw new JsonDepthError(maxDepth)
    } else if (c === 0x5d || c === 0x7d) depth--
  }
}
