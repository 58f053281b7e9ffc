/** The category rules: names unique ignoring case, and no deleting a category pets still use. */
import { ApiError } from '../contract/errors'
import { assertListPreconditions, type Preconditions } from '../contract/etag'
import { nameKey, sortedByName, storedName } from './names'
import { paginate, snapshotOf, type Page, type PageRequest } from './page'
import type { Category } from './schemas'
import type { Store } from './store'
import type { CategoryInput, SortKey, Touch } from './types'
import { recordToWrite } from './write-guard'

/** Categories sorted and paged. Categories are few (a store has tens), so they are sorted here. */
export function listCategories(
  store: Store,
  query: PageRequest & { sort?: SortKey },
): Page<Category> {
  const sort = query.sort ?? 'id'
  const all = [...store.categories.values()]
  const items = sort === 'name' || sort === '-name' ? sortedByName(all) : all
  if (sort.startsWith('-')) items.reverse()
  return paginate(items.map(snapshotOf), query)
}

export function categoryOf(store: Store, id: number): Readonly<Category> {
  const category = store.categories.get(id)
  if (!category) throw new ApiError('not_found', `Category ${id} does not exist.`)
  return category
}

/**
 * Creates a category, its name trimmed; 409 category_exists when the name is taken (ignoring
 * case and surrounding spaces).
 */
export async function createCategory(
  store: Store,
  input: CategoryInput,
  touch: Touch,
  conditions: Preconditions,
): Promise<Category> {
  assertListPreconditions(conditions, 'The list of categories')
  const next = pick(input)
  assertNameFree(store, next.name)
  const record = await store.categories.insert({ id: store.nextIds.category, ...next })
  store.nextIds.category++
  store.categoryIdsByName.set(nameKey(record.name), record.id)
  touch('categories', record.id)
  return snapshotOf(record)
}

/** Replaces a category's fields; a description left out is removed. */
export async function updateCategory(
  store: Store,
  id: number,
  input: CategoryInput,
  touch: Touch,
  conditions: Preconditions,
): Promise<Category> {
  const next = pick(input)
  const current = recordToWrite(categoryOf(store, id), `Category ${id}`, conditions, () =>
    nameTaken(store, next.name, id),
  )
  const record = await store.categories.update(id, { ...next, description: next.description })
  store.categoryIdsByName.delete(nameKey(current.name))
  store.categoryIdsByName.set(nameKey(record.name), id)
  touch('categories', id)
  return snapshotOf(record)
}

export async function deleteCategory(
  store: Store,
  id: number,
  touch: Touch,
  conditions: Preconditions,
): Promise<void> {
  const current = recordToWrite(categoryOf(store, id), `Category ${id}`, conditions, (found) => {
    const pets = store.petIndex.countInCategory(id)
    if (pets === 0) return undefined
    return new ApiError(
      'category_in_use',
      `Category "${found.name}" (id ${id}) still has ${pets} pet${pets === 1 ? '' : 's'}; move or delete them first.`,
    )
  })
  await store.categories.remove(id)
  store.categoryIdsByName.delete(nameKey(current.name))
  touch('categories', id)
}

/** 422 unknown_category unless the category exists. */
export function assertCategoryExists(store: Store, categoryId: number): void {
  if (!store.categories.has(categoryId)) {
    throw new ApiError('unknown_category', `Category ${categoryId} does not exist.`)
  }
}

function assertNameFree(store: Store, name: string): void {
  const taken = nameTaken(store, name)
  if (taken) throw taken
}

// The message names the category that holds the name, as stored, not as typed.
function nameTaken(store: Store, name: string, exceptId?: number): ApiError | undefined {
  const owner = store.categoryIdsByName.get(nameKey(name))
  if (owner === undefined || owner === exceptId) return undefined
  const existing = store.categories.get(owner)?.name ?? name
  return new ApiError(
    'category_exists',
    `A category named "${existing}" already exists (id ${owner}).`,
  )
}

function pick(input: CategoryInput): CategoryInput {
  const name = storedName(input.name)
  return input.description === undefined ? { name } : { name, description: input.description }
}
