/**
 * A reply body as JSON text with its UTF-8 length. Stored records are frozen and flat (every
 * value a string, number, boolean or null), so their text can never change: each one's text is
 * made once and reused, and a list of them is joined instead of serialised again on every page;
 * a page the store made immutable (`contract/immutable.ts`) keeps its joined text too.
 * Anything else is serialised as `JSON.stringify` does it.
 */
import { derivedValues, isFrozenRecord } from '../contract/immutable'

/** JSON text and how many bytes it takes as UTF-8. */
export interface JsonText {
  text: string
  bytes: number
}

// What a frozen flat record serialises to; WeakMap, so records that leave the store go too.
const recordTexts = new WeakMap<object, JsonText | false>()

/**
 * `JSON.stringify(value)` with its UTF-8 byte length; frozen flat records' texts come from a
 * cache.
 */
export function jsonText(value: unknown): JsonText {
  if (Array.isArray(value) && value.length > 0 && !('toJSON' in value)) {
    // An immutable page read again from an unchanged store is not joined again.
    const derived = derivedValues(value)
    if (derived === undefined) return listText(value)
    let cached = derived.get(jsonText) as JsonText | undefined
    if (cached === undefined) derived.set(jsonText, (cached = listText(value)))
    return cached
  }
  return cachedRecord(value) ?? plain(value)
}

function listText(value: unknown[]): JsonText {
  let text = '['
  let bytes = value.length + 1
  for (let i = 0; i < value.length; i++) {
    const item = cachedRecord(value[i]) ?? plain(value[i] === undefined ? null : value[i])
    text += i === 0 ? item.text : `,${item.text}`
    bytes += item.bytes
  }
  return { text: `${text}]`, bytes }
}

function plain(value: unknown): JsonText {
  const text = JSON.stringify(value) as string | undefined
  // What JSON.stringify gives for a value it cannot write (a function inside an array is null).
  if (text === undefined) return { text: 'null', bytes: 4 }
  return { text, bytes: utf8Length(text) }
}

function cachedRecord(value: unknown): JsonText | undefined {
  if (typeof value !== 'object' || value === null || !Object.isFrozen(value)) return undefined
  let cached = recordTexts.get(value)
  if (cached === undefined) {
    cached = isFrozenRecord(value) ? plain(value) : false
    recordTexts.set(value, cached)
  }
  return cached || undefined
}

const NON_ASCII = /[\u0080-\uffff]/

/**
 * The bytes `text` takes as UTF-8, without encoding it (JSON.stringify leaves no lone surrogate).
 */
export function utf8Length(text: string): number {
  // Most answers are ASCII: one native scan says so, and then each character is one byte.
  if (!NON_ASCII.test(text)) return text.length
  let bytes = text.length
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x80) continue
    if (code < 0x800) bytes += 1
    else if (code >= 0xd800 && code <= 0xdbff) {
      // A surrogate pair: two code units, four bytes.
      bytes += 2
      i++
    } else bytes += 2
  }
  return bytes
}
