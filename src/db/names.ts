/**
 * The one rule for names: pets and categories store a name trimmed (`storedName`), and category
 * uniqueness, the pet name filter and name sorting compare names through `nameKey`, so
 * "ignoring case" and "ignoring surrounding spaces" mean the same thing everywhere.
 */

/**
 * A name as it is stored: without the spaces around it (openapi.yaml says so), so " Dogs " is
 * "Dogs" and cannot sit beside it as a second category.
 */
export function storedName(name: string): string {
  return name.trim()
}

/** The key a name is compared by: lower case, compared by code unit. */
export function nameKey(name: string): string {
  return name.toLowerCase()
}

/** Orders records by name key, ties by id: the order of every name-sorted list. */
export function byName<T extends { id: number; name: string }>(a: T, b: T): number {
  const x = nameKey(a.name)
  const y = nameKey(b.name)
  return x < y ? -1 : x > y ? 1 : a.id - b.id
}
