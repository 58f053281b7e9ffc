/**
 * Why a name breaks openapi.yaml's name rule, in a person's words: the character it refuses
 * (a bidirectional control, a C0 or C1 control, half a surrogate pair), named by code point and
 * Unicode name, or the invisible characters a name without a visible one holds. The pattern
 * itself decides; this only explains its verdict, by asking it about one character at a time.
 */
import type { OpenAPIV3 } from 'openapi-types'
import { document } from './generated/openapi-document'
import { UNICODE_PATTERN } from './schema'

/**
 * openapi.yaml's whole rule for pet and category names (`NewPet.name`'s `x-unicode-pattern`,
 * compiled with the `u` flag), which the mock enforces.
 */
export const NAME_PATTERN: string = namePatterns().unicode

/**
 * `NewPet.name`'s `pattern`: the same verdict with and without the `u` flag, so every tool reads
 * it alike; it refuses the same characters as the whole rule, and a name with nothing but spaces,
 * but leaves names of only invisible characters or combining marks to the whole rule.
 */
export const PORTABLE_NAME_PATTERN: string = namePatterns().portable

function namePatterns(): { unicode: string; portable: string } {
  const pet = document.components?.schemas?.NewPet as OpenAPIV3.SchemaObject | undefined
  const name = pet?.properties?.name as Record<string, unknown> | undefined
  const unicode = name?.[UNICODE_PATTERN]
  if (typeof name?.pattern !== 'string' || typeof unicode !== 'string')
    throw new Error(`openapi.yaml: NewPet.name needs a pattern and an ${UNICODE_PATTERN}`)
  return { unicode, portable: name.pattern }
}

const accepts = new RegExp(NAME_PATTERN, 'u')

// The Unicode names (control aliases for C0 and C1) of the characters a name may not hold.
const C0 = [
  'NULL', 'START OF HEADING', 'START OF TEXT', 'END OF TEXT', 'END OF TRANSMISSION', 'ENQUIRY',
  'ACKNOWLEDGE', 'ALERT', 'BACKSPACE', 'CHARACTER TABULATION', 'LINE FEED', 'LINE TABULATION',
  'FORM FEED', 'CARRIAGE RETURN', 'SHIFT OUT', 'SHIFT IN', 'DATA LINK ESCAPE', 'DEVICE CONTROL ONE',
  'DEVICE CONTROL TWO', 'DEVICE CONTROL THREE', 'DEVICE CONTROL FOUR', 'NEGATIVE ACKNOWLEDGE',
  'SYNCHRONOUS IDLE', 'END OF TRANSMISSION BLOCK', 'CANCEL', 'END OF MEDIUM', 'SUBSTITUTE',
  'ESCAPE', 'INFORMATION SEPARATOR FOUR', 'INFORMATION SEPARATOR THREE',
  'INFORMATION SEPARATOR TWO', 'INFORMATION SEPARATOR ONE',
] // prettier-ignore
const C1 = [
  'PADDING CHARACTER', 'HIGH OCTET PRESET', 'BREAK PERMITTED HERE', 'NO BREAK HERE', 'INDEX',
  'NEXT LINE', 'START OF SELECTED AREA', 'END OF SELECTED AREA', 'CHARACTER TABULATION SET',
  'CHARACTER TABULATION WITH JUSTIFICATION', 'LINE TABULATION SET', 'PARTIAL LINE FORWARD',
  'PARTIAL LINE BACKWARD', 'REVERSE LINE FEED', 'SINGLE SHIFT TWO', 'SINGLE SHIFT THREE',
  'DEVICE CONTROL STRING', 'PRIVATE USE ONE', 'PRIVATE USE TWO', 'SET TRANSMIT STATE',
  'CANCEL CHARACTER', 'MESSAGE WAITING', 'START OF GUARDED AREA', 'END OF GUARDED AREA',
  'START OF STRING', 'SINGLE GRAPHIC CHARACTER INTRODUCER', 'SINGLE CHARACTER INTRODUCER',
  'CONTROL SEQUENCE INTRODUCER', 'STRING TERMINATOR', 'OPERATING SYSTEM COMMAND',
  'PRIVACY MESSAGE', 'APPLICATION PROGRAM COMMAND',
] // prettier-ignore
const NAMED: Record<number, string> = {
  0x7f: 'DELETE',
  0x00ad: 'SOFT HYPHEN',
  0x034f: 'COMBINING GRAPHEME JOINER',
  0x061c: 'ARABIC LETTER MARK',
  0x115f: 'HANGUL CHOSEONG FILLER',
  0x1160: 'HANGUL JUNGSEONG FILLER',
  0x180e: 'MONGOLIAN VOWEL SEPARATOR',
  0x200b: 'ZERO WIDTH SPACE',
  0x200c: 'ZERO WIDTH NON-JOINER',
  0x200d: 'ZERO WIDTH JOINER',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2060: 'WORD JOINER',
  0x2061: 'FUNCTION APPLICATION',
  0x2062: 'INVISIBLE TIMES',
  0x2063: 'INVISIBLE SEPARATOR',
  0x2064: 'INVISIBLE PLUS',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
  0x3164: 'HANGUL FILLER',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
  0xffa0: 'HALFWIDTH HANGUL FILLER',
}

/** `U+202E RIGHT-TO-LEFT OVERRIDE`: a code point as a person can look it up. */
export function codePointName(char: string): string {
  const code = char.codePointAt(0) ?? 0
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`
  const name =
    code < 0x20
      ? C0[code]
      : code >= 0x80 && code < 0xa0
        ? C1[code - 0x80]
        : code >= 0xfe00 && code <= 0xfe0f
          ? `VARIATION SELECTOR-${code - 0xfdff}`
          : NAMED[code]
  return name ? `${hex} ${name}` : hex
}

function kindOf(char: string): string {
  const code = char.codePointAt(0) ?? 0
  if (code >= 0xd800 && code <= 0xdfff) return 'half of a surrogate pair without its other half'
  if (code < 0xa0) return 'a control character'
  return 'an invisible control character'
}

/**
 * The end of a sentence that starts with the field, saying why `value` breaks the name pattern;
 * undefined when it does not.
 */
export function nameProblem(value: string): string | undefined {
  if (accepts.test(value)) return undefined
  // A visible letter beside one character fails only when that character is refused.
  for (const char of value) {
    if (!accepts.test(`x${char}`)) return `contains ${codePointName(char)}, ${kindOf(char)}`
  }
  const invisible = [...value].find((char) => !/\s/u.test(char))
  return invisible === undefined
    ? 'must contain a letter, digit or symbol, not only spaces'
    : `must contain a letter, digit or symbol, not only spaces or invisible characters such as ${codePointName(invisible)}`
}
