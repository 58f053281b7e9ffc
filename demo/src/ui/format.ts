/**
 * Numbers and counted nouns as people read them: "10,000 pets", "1 unit", never "1 unit(s)"
 * or "10000 pets" beside "10,000 pets match". One locale for the whole demo.
 */

const LOCALE = 'en'
const numbers = new Intl.NumberFormat(LOCALE)
const plurals = new Intl.PluralRules(LOCALE)

/** A noun's forms by plural category (`one`, `other`; English needs no more). */
export type Noun = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

/** The nouns the demo counts. */
export const nouns = {
  pet: { one: 'pet', other: 'pets' },
  category: { one: 'category', other: 'categories' },
  order: { one: 'order', other: 'orders' },
  unit: { one: 'unit', other: 'units' },
  entry: { one: 'entry', other: 'entries' },
} satisfies Record<string, Noun>

/**
 * A number with the locale's grouping.
 *
 * @example
 * formatNumber(10000) // '10,000'
 */
export function formatNumber(n: number): string {
  return numbers.format(n)
}

/**
 * The noun's form for a count.
 *
 * @example
 * nounFor(1, nouns.pet) // 'pet'
 */
export function nounFor(n: number, noun: Noun): string {
  return noun[plurals.select(n)] ?? noun.other
}

/**
 * A count and its noun.
 *
 * @example
 * countOf(10000, nouns.pet) // '10,000 pets'
 * countOf(1, nouns.unit) // '1 unit'
 */
export function countOf(n: number, noun: Noun): string {
  return `${formatNumber(n)} ${nounFor(n, noun)}`
}
