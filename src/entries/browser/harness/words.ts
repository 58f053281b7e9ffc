/**
 * Counts as the harness shows them: grouped digits and the right plural ("10,000 pets",
 * "1 request"), the way the app beside it shows its own.
 */

const numbers = new Intl.NumberFormat('en')
const plurals = new Intl.PluralRules('en')

/** A number with grouped digits. */
export function formatCount(n: number): string {
  return numbers.format(n)
}

/** A count and its noun, singular or plural by the count. */
export function counted(n: number, one: string, other: string): string {
  return `${numbers.format(n)} ${plurals.select(n) === 'one' ? one : other}`
}
