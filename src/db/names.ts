/**
 * The one case-folding rule for names: category uniqueness, the pet name filter and name sorting
 * all compare names through it, so "ignoring case" means the same thing everywhere.
 */

/**
 * The key a name is compared by: lower case, compared by code unit.
 *
 * @example
 * nameKey('Rex') // 'rex'
 */
export function nameKey(name: string): string {
  return name.toLowerCase()
}

/**
 * Orders records by name key, ties by id: the order of every name-sorted list.
 *
 * @example
 * [{ id: 2, name: 'b' }, { id: 1, name: 'B' }].sort(byName) // id 1 first
 */
export function byName<T extends { id: number; name: string }>(a: T, b: T): number {
  const x = nameKey(a.name)
  const y = nameKey(b.name)
  return x < y ? -1 : x > y ? 1 : a.id - b.id
}
