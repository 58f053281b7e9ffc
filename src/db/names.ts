/**
 * The one rule for names: pets and categories store a name trimmed (`storedName`), and category
 * uniqueness, the pet name filter and name sorting compare names through `nameKey`, so
 * "ignoring case", "ignoring surrounding spaces" and "ignoring invisible characters" mean the same
 * thing everywhere (openapi.yaml, "Names").
 */

/**
 * A name as it is stored: without the spaces around it (openapi.yaml says so), so " Dogs " is
 * "Dogs" and cannot sit beside it as a second category.
 */
export function storedName(name: string): string {
  return name.trim()
}

// Zero-width spaces and joiners, soft hyphens, variation selectors, tags: a reader cannot see
// them, so "Do\u200Bgs" and "Dogs" look the same and must be the same name.
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu
const ASCII = /^[\x20-\x7e]*$/

/**
 * The key a name is compared by: without default-ignorable code points, in NFC (so a composed
 * "é" and "e" + U+0301 match), lower case; compared by code unit.
 */
export function nameKey(name: string): string {
  // Most names are printable ASCII, which neither step changes.
  if (ASCII.test(name)) return name.toLowerCase()
  return name.replace(INVISIBLE, '').normalize('NFC').toLowerCase()
}

/**
 * Records in name-key order, ties by id: the order of every name-sorted list. Each record's key
 * is worked out once, not at each comparison (a regex and NFC for a name outside ASCII).
 */
export function sortedByName<T extends { id: number; name: string }>(records: readonly T[]): T[] {
  const keyed = records.map((record) => ({ key: nameKey(record.name), record }))
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.record.id - b.record.id))
  return keyed.map((entry) => entry.record)
}
