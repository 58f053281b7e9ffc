/**
 * The pets list: filter by name, status and category, sort, page; create, edit, delete and
 * order from each row. Filters live in the address, so a reload keeps them.
 */
import { rememberPets } from '../api/pet-names'
import { ApiProblem } from '../api/problem'
import { petStatuses, type Category, type Pet, type PetStatus } from '../api/types'
import { keepParams } from '../router'
import { statusBadge } from '../ui/badges'
import { deleteButton } from '../ui/delete-button'
import { h, replace } from '../ui/dom'
import { icon } from '../ui/icons'
import { dataTable, filter, filterBar, pageHeader } from '../ui/layout'
import { countOf, nouns } from '../ui/format'
import { lastPageOffset, pager } from '../ui/pager'
import { emptyState, loadingState } from '../ui/states'
import { type View } from './context'
import { loadList } from './load-list'

type Sort = 'id' | '-id' | 'name' | '-name'

// The page sizes the page offers; an address with another one shows the default instead of
// the API's 400 beside a box that names a size it is not using.
const pageSizes = [10, 20, 50, 100] as const
const DEFAULT_LIMIT = 20

interface Filters {
  name: string
  status: PetStatus | ''
  categoryId: string
  sort: Sort
  limit: number
  offset: number
}

function readFilters(params: URLSearchParams): Filters {
  const status = params.get('status') ?? ''
  const sort = params.get('sort') ?? 'id'
  return {
    name: params.get('name') ?? '',
    status: (petStatuses as readonly string[]).includes(status) ? (status as PetStatus) : '',
    categoryId: /^[1-9]\d{0,15}$/.test(params.get('categoryId') ?? '')
      ? (params.get('categoryId') as string)
      : '',
    sort: (['id', '-id', 'name', '-name'].includes(sort) ? sort : 'id') as Sort,
    limit: (pageSizes as readonly number[]).includes(Number(params.get('limit')))
      ? Number(params.get('limit'))
      : DEFAULT_LIMIT,
    offset: Math.max(0, Math.floor(Number(params.get('offset'))) || 0),
  }
}

function writeFilters(f: Filters): URLSearchParams {
  const params = new URLSearchParams()
  if (f.name) params.set('name', f.name)
  if (f.status) params.set('status', f.status)
  if (f.categoryId) params.set('categoryId', f.categoryId)
  if (f.sort !== 'id') params.set('sort', f.sort)
  if (f.limit !== DEFAULT_LIMIT) params.set('limit', String(f.limit))
  if (f.offset) params.set('offset', String(f.offset))
  return params
}

/**
 * The pets page.
 *
 * @example
 * await petsView({ api, root, params, signal })
 */
export const petsView: View = async ({ api, root, params, signal }) => {
  const filters = readFilters(params)
  // What the page could not honour is dropped from the address, so it says what is shown.
  if (writeFilters(filters).toString() !== params.toString()) {
    keepParams('pets', writeFilters(filters))
  }
  const categoryNames = new Map<number, string>()
  const lead = h('span', null, 'Loading…')
  const slot = h('div', { class: 'list-slot' }, loadingState('Loading pets…'))

  const search = h('input', {
    type: 'search',
    value: filters.name,
    placeholder: 'Search by name',
    'aria-label': 'Search pets by name',
  })
  const status = h(
    'select',
    { 'aria-label': 'Status' },
    h('option', { value: '' }, 'All statuses'),
    petStatuses.map((s) =>
      h('option', { value: s, selected: s === filters.status }, s[0]?.toUpperCase() + s.slice(1)),
    ),
  )
  const category = h(
    'select',
    { 'aria-label': 'Category' },
    h('option', { value: '' }, 'All categories'),
  )
  const sort = h(
    'select',
    { 'aria-label': 'Sort' },
    (
      [
        ['id', 'Oldest first'],
        ['-id', 'Newest first'],
        ['name', 'Name A–Z'],
        ['-name', 'Name Z–A'],
      ] as const
    ).map(([value, label]) => h('option', { value, selected: value === filters.sort }, label)),
  )
  // Started at once, beside the pets request; a failure only leaves ids (the pets request
  // shows the API's error if the API is down).
  const categoriesLoaded: Promise<Category[]> = api
    .call('listCategories', { query: { sort: 'name', limit: 100 }, signal })
    .then(({ data }) => {
      for (const c of data) categoryNames.set(c.id, c.name)
      category.append(...data.map((c) => h('option', { value: String(c.id) }, c.name)))
      // A category the address names but the store does not have is shown as such, not as a
      // blank picker.
      if (filters.categoryId && !categoryNames.has(Number(filters.categoryId))) {
        category.append(
          h(
            'option',
            { value: filters.categoryId },
            `Category #${filters.categoryId} (does not exist)`,
          ),
        )
      }
      category.value = filters.categoryId
      return data
    })
    .catch(() => [])
  const pageSize = h(
    'select',
    { 'aria-label': 'Pets per page' },
    pageSizes.map((n) =>
      h('option', { value: String(n), selected: n === filters.limit }, `${n} per page`),
    ),
  )

  // The controls always show the filters the address holds, whoever changed them.
  const showFilters = () => {
    if (document.activeElement !== search || !changedByTyping) search.value = filters.name
    status.value = filters.status
    category.value = filters.categoryId
    sort.value = filters.sort
    pageSize.value = String(filters.limit)
  }
  let changedByTyping = false
  let typing: ReturnType<typeof setTimeout> | undefined
  const refilter = (changes: Partial<Filters>, byTyping = false) => {
    // A search still waiting for its pause is taken with this change, never sent after it
    // (it would bring back text the person had just cleared).
    clearTimeout(typing)
    const name = search.value.trim()
    Object.assign(filters, { offset: 0 }, byTyping ? {} : { name }, changes)
    // One history entry per search, however many pauses the typing had; Back undoes it.
    keepParams('pets', writeFilters(filters), byTyping && changedByTyping ? 'replace' : 'push')
    changedByTyping = byTyping
    showFilters()
    void load()
  }
  search.addEventListener('input', () => {
    clearTimeout(typing)
    typing = setTimeout(() => refilter({ name: search.value.trim() }, true), 250)
  })
  status.addEventListener('change', () => refilter({ status: status.value as PetStatus | '' }))
  category.addEventListener('change', () => refilter({ categoryId: category.value }))
  sort.addEventListener('change', () => refilter({ sort: sort.value as Sort }))
  pageSize.addEventListener('change', () => refilter({ limit: Number(pageSize.value) }))

  const create = async () => {
    const { openPetDialog } = await import('./pet-dialog')
    if (await openPetDialog(api, await categoriesLoaded)) {
      search.value = ''
      refilter({ sort: '-id', name: '', status: '', categoryId: '' })
    }
  }

  replace(
    root,
    pageHeader(
      'Pets',
      lead,
      h(
        'button',
        { class: 'btn btn-primary', type: 'button', onclick: create },
        icon('plus'),
        'New pet',
      ),
    ),
    filterBar(
      filter('Name', search, true),
      filter('Status', status),
      filter('Category', category),
      filter('Sort', sort),
      filter('Page size', pageSize),
    ),
    slot,
  )

  const categoryOf = (pet: Pet) =>
    categoryNames.get(pet.categoryId) ?? `Category #${pet.categoryId}`

  const rowOf = (pet: Pet) => ({
    attrs: { 'data-pet-id': String(pet.id) },
    cells: [
      h('span', { class: 'muted mono' }, `#${pet.id}`),
      h(
        'button',
        {
          class: 'link-button pet-name',
          type: 'button',
          title: 'Details, read with GET /pets/{petId}',
          // Names repeat (two pets may both be Charlie); the id tells the rows apart.
          'aria-label': `${pet.name} (#${pet.id}), details`,
          onclick: async () => {
            const { openPetDetails } = await import('./pet-details')
            return openPetDetails(api, pet, categoryOf(pet))
          },
        },
        pet.name,
      ),
      h('span', { class: 'cell-text' }, categoryOf(pet)),
      statusBadge(pet.status),
      h(
        'div',
        { class: 'row-actions' },
        pet.status === 'available' &&
          h(
            'button',
            {
              class: 'btn btn-sm',
              type: 'button',
              'aria-label': `Order ${pet.name} (#${pet.id})`,
              onclick: async () => {
                const { openOrderDialog } = await import('./order-dialog')
                if (await openOrderDialog(api, pet)) void load()
              },
            },
            icon('cart', 14),
            'Order',
          ),
        h(
          'button',
          {
            class: 'btn btn-sm',
            type: 'button',
            'aria-label': `Edit ${pet.name} (#${pet.id})`,
            onclick: async (event) => {
              const button = event.currentTarget as HTMLElement
              const { editPet } = await import('./pet-dialog')
              if (await editPet(api, await categoriesLoaded, pet, button)) void load()
            },
          },
          icon('edit', 14),
          'Edit',
        ),
        deleteButton({
          name: pet.name,
          id: pet.id,
          detail:
            'The pet and its inventory entry are removed. A pet with open orders cannot be deleted.',
          confirmLabel: 'Delete pet',
          remove: () =>
            api.call('deletePet', { path: { petId: pet.id } }).catch((error: unknown) => {
              if (error instanceof ApiProblem && error.code === 'precondition_failed') {
                throw new ApiProblem(
                  error.code,
                  error.status,
                  `Another tab changed ${pet.name} after this tab read it, so it was not deleted. Press Delete pet again to delete it anyway.`,
                )
              }
              if (!(error instanceof ApiProblem) || error.code !== 'pet_has_open_orders')
                throw error
              throw new ApiProblem(
                error.code,
                error.status,
                `${pet.name} has orders that are not complete; complete or cancel them on the Orders page first.`,
              )
            }),
          onDeleted: () => void load(),
        }),
      ),
    ],
  })

  function load(): Promise<void> {
    if (!slot.querySelector('table')) replace(slot, loadingState('Loading pets…'))
    return loadList({ slot, lead, noun: 'pets', retry: () => void load() }, async () => {
      // Pets and categories are asked for at once; the rows wait for both, so they show
      // category names from the start.
      const [{ data, total = data.length }] = await Promise.all([
        api.call('listPets', {
          query: {
            ...(filters.name && { name: filters.name }),
            ...(filters.status && { status: [filters.status] }),
            ...(filters.categoryId && { categoryId: Number(filters.categoryId) }),
            sort: filters.sort,
            limit: filters.limit,
            offset: filters.offset,
          },
          signal,
        }),
        categoriesLoaded,
      ])
      rememberPets(data)
      // A page past the end (the last pet on it deleted, an old link) goes to the last page
      // that has rows, rather than showing none beside a total that says there are some.
      if (data.length === 0 && total > 0 && filters.offset > 0) {
        filters.offset = lastPageOffset(total, filters.limit)
        keepParams('pets', writeFilters(filters))
        return load()
      }
      lead.textContent = `${countOf(total, nouns.pet)} match`
      const filtered = Boolean(filters.name || filters.status || filters.categoryId)
      const unknownCategory =
        filters.categoryId !== '' && !categoryNames.has(Number(filters.categoryId))
      replace(
        slot,
        data.length === 0
          ? unknownCategory
            ? emptyState(
                `Category #${filters.categoryId} does not exist`,
                'It may have been deleted, or the link is wrong.',
                h(
                  'button',
                  {
                    class: 'btn',
                    type: 'button',
                    onclick: () => refilter({ categoryId: '' }),
                  },
                  'Show every category',
                ),
              )
            : filtered
              ? emptyState('No pets match', 'Try another name, status or category.')
              : emptyState(
                  'No pets yet',
                  'Create the first pet of the store.',
                  h(
                    'button',
                    { class: 'btn btn-primary', type: 'button', onclick: create },
                    icon('plus'),
                    'New pet',
                  ),
                )
          : [
              dataTable(
                [
                  { label: 'Id' },
                  { label: 'Name' },
                  { label: 'Category' },
                  { label: 'Status' },
                  { label: 'Actions', kind: 'actions' },
                ],
                data.map(rowOf),
              ),
              pager({
                total,
                limit: filters.limit,
                offset: filters.offset,
                noun: nouns.pet,
                onPage: (offset) => {
                  filters.offset = offset
                  keepParams('pets', writeFilters(filters), 'push')
                  void load()
                },
              }),
            ],
      )
    })
  }

  await load()
}
