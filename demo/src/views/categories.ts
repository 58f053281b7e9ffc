/**
 * The categories list: create, edit and delete (refused while pets belong to it).
 */
import { ApiProblem } from '../api/problem'
import type { Category } from '../api/types'
import { hrefFor, keepParams } from '../router'
import { deleteButton } from '../ui/delete-button'
import { h, replace } from '../ui/dom'
import { icon } from '../ui/icons'
import { dataTable, pageHeader } from '../ui/layout'
import { countOf, nouns } from '../ui/format'
import { lastPageOffset, pager } from '../ui/pager'
import { emptyState, loadingState } from '../ui/states'
import { type View } from './context'
import { loadList } from './load-list'

const LIMIT = 20

/**
 * The categories page.
 *
 * @example
 * await categoriesView({ api, root, params, signal })
 */
export const categoriesView: View = async ({ api, root, params, signal }) => {
  let offset = Math.max(0, Number(params.get('offset')) || 0)
  const keep = (how?: 'push') =>
    keepParams('categories', new URLSearchParams(offset > 0 ? { offset: String(offset) } : {}), how)
  const lead = h('span', null, 'Loading…')
  const slot = h('div', { class: 'list-slot' }, loadingState('Loading categories…'))
  const create = async () => {
    const { openCategoryDialog } = await import('./category-dialog')
    if (await openCategoryDialog(api)) void load()
  }
  replace(
    root,
    pageHeader(
      'Categories',
      lead,
      h(
        'button',
        { class: 'btn btn-primary', type: 'button', onclick: create },
        icon('plus'),
        'New category',
      ),
    ),
    slot,
  )

  const rowOf = (category: Category) => ({
    attrs: { 'data-category-id': String(category.id) },
    cells: [
      h('span', { class: 'muted mono' }, `#${category.id}`),
      h('strong', null, category.name),
      category.description ? category.description : h('span', { class: 'muted' }, 'No description'),
      h(
        'a',
        {
          class: 'link nowrap',
          href: hrefFor('pets', { categoryId: String(category.id) }),
          'aria-label': `View pets in ${category.name}`,
        },
        'View pets →',
      ),
      h(
        'div',
        { class: 'row-actions' },
        h(
          'button',
          {
            class: 'btn btn-sm',
            type: 'button',
            'aria-label': `Edit ${category.name} (#${category.id})`,
            onclick: async () => {
              const { openCategoryDialog } = await import('./category-dialog')
              if (await openCategoryDialog(api, category)) void load()
            },
          },
          icon('edit', 14),
          'Edit',
        ),
        deleteButton({
          name: category.name,
          id: category.id,
          detail: `No pet belongs to ${category.name}. Deleting it cannot be undone.`,
          confirmLabel: 'Delete category',
          blockedBy: () => petsIn(category),
          remove: () =>
            api
              .call('deleteCategory', { path: { categoryId: category.id } })
              .catch((error: unknown) => {
                if (!(error instanceof ApiProblem) || error.code !== 'category_in_use') throw error
                // A pet was added since the dialog opened.
                throw new ApiProblem(
                  error.code,
                  error.status,
                  `Pets were added to ${category.name} meanwhile; move or delete them first.`,
                )
              }),
          onDeleted: () => void load(),
        }),
      ),
    ],
  })

  // The pets standing in the way of deleting a category, with the way to them.
  async function petsIn(category: Category): Promise<HTMLElement | undefined> {
    const { total = 0 } = await api.call('listPets', {
      query: { categoryId: category.id, limit: 1 },
      signal,
    })
    if (total === 0) return undefined
    const pets = countOf(total, nouns.pet)
    return h(
      'div',
      { class: 'blocked-note' },
      h(
        'p',
        null,
        `${pets} still ${total === 1 ? 'belongs' : 'belong'} to ${category.name}. Move them to another category or delete them, then delete ${category.name}.`,
      ),
      h(
        'a',
        { class: 'link', href: hrefFor('pets', { categoryId: String(category.id) }) },
        `View the ${pets} in ${category.name} →`,
      ),
    )
  }

  function load(): Promise<void> {
    return loadList({ slot, lead, noun: 'categories', retry: () => void load() }, async () => {
      const { data, total = data.length } = await api.call('listCategories', {
        query: { sort: 'name', limit: LIMIT, offset },
        signal,
      })
      if (data.length === 0 && total > 0 && offset > 0) {
        offset = lastPageOffset(total, LIMIT)
        keep()
        return load()
      }
      lead.textContent = countOf(total, nouns.category)
      replace(
        slot,
        data.length === 0
          ? emptyState(
              'No categories yet',
              'Pets need a category; create the first one.',
              h(
                'button',
                { class: 'btn btn-primary', type: 'button', onclick: create },
                icon('plus'),
                'New category',
              ),
            )
          : [
              dataTable(
                [
                  { label: 'Id' },
                  { label: 'Name' },
                  { label: 'Description' },
                  { label: 'Pets' },
                  { label: 'Actions', kind: 'actions' },
                ],
                data.map(rowOf),
              ),
              pager({
                total,
                limit: LIMIT,
                offset,
                noun: nouns.category,
                onPage: (next) => {
                  offset = next
                  keep('push')
                  void load()
                },
              }),
            ],
      )
    })
  }
  await load()
}
