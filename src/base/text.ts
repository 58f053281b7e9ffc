/**
 * Text from outside made safe to print: a request target, a Host or Origin header or a stored
 * value ends up in a terminal or an error message, where a control character could move the
 * cursor, hide the rest of the line or rewrite it (ANSI escapes, CR, bidi overrides).
 */

// C0/C1 controls, DEL, invisible format characters (bidi overrides, zero-width), line and
// paragraph separators, lone surrogates.
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu

/**
 * `text` with every control or invisible format character shown as `?`, cut to `max` characters
 * (ending in `…`).
 */
export function printable(text: string, max = 200): string {
  const safe = text.replace(UNSAFE, '?')
  return safe.length > max ? `${safe.slice(0, max - 1)}…` : safe
}

/**
 * A value as a message shows it: as JSON (strings quoted), `nothing` for undefined, `a function`
 * for a function, then made
 * {@link printable} and cut to `max` characters.
 */
export function shown(value: unknown, max = 60): string {
  if (value === undefined) return 'nothing'
  if (typeof value === 'function') return 'a function'
  let text: string
  try {
    text = JSON.stringify(value) ?? String(value)
  } catch {
    text = String(value)
  }
  return printable(text, max)
}

// Made at first use: building them loads ICU's locale data, a tenth of the Node entry's start-up.
let formats: { numbers: Intl.NumberFormat; plurals: Intl.PluralRules } | undefined
const intl = () =>
  (formats ??= { numbers: new Intl.NumberFormat('en'), plurals: new Intl.PluralRules('en') })

/** A number with grouped digits: `2,313`. */
export function formatCount(n: number): string {
  return intl().numbers.format(n)
}

/** A count and its noun, singular or plural by the count: `1 finding`, `10,000 pets`. */
export function counted(n: number, one: string, other: string): string {
  const { numbers, plurals } = intl()
  return `${numbers.format(n)} ${plurals.select(n) === 'one' ? one : other}`
}
