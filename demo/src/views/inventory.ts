/**
 * Inventory: stock per pet with a count per status, and stock set inline. Setting stock moves
 * the pet's status by the API's rules, and the row shows the status the API answered.
 */
import { petLabel, rememberPets } from '../api/pet-names'
import { petStatuses, type InventoryItem, type PetStatus } from '../api/types'
import { keepParams } from '../router'
import { statusBadge } from '../ui/badges'
import { h, replace } from '../ui/dom'
import { dataTable, filter, filterBar, pageHeader } from '../ui/layout'
import { ApiProblem } from '../api/problem'
import { formatNumber, nounFor, nouns } from '../ui/format'
import { lastPageOffset, pager } from '../ui/pager'
import { emptyState, loadingState } from '../ui/states'
import { toast } from '../ui/toast'
import { isAbort, type View } from './context'
import { loadList } from './load-list'

const LIMIT = 20

/**
 * The inventory page.
 *
 * @example
 * await inventoryView({ api, root, params, signal })
 */
export const inventoryView: View = async ({ api, root, params, signal }) => {
  const wanted = params.get('status') ?? ''
  let status: PetStatus | '' = (petStatuses as readonly string[]).includes(wanted)
    ? (wanted as PetStatus)
    : ''
  let offset = Math.max(0, Number(params.get('offset')) || 0)
  // Status and page live in the address, so a reload shows the same page.
  const keep = (how?: 'push') =>
    keepParams(
      'inventory',
      new URLSearchParams({
        ...(status && { status }),
        ...(offset > 0 && { offset: String(offset) }),
      }),
      how,
    )
  const lead = h('span', null, 'Stock per pet; setting it moves the pet’s status.')
  const cards = h('div', { class: 'stat-cards' })
  const slot = h('div', { class: 'list-slot' }, loadingState('Loading inventory…'))
  const statusSelect = h(
    'select',
    { 'aria-label': 'Status' },
    h('option', { value: '' }, 'All statuses'),
    petStatuses.map((s) =>
      h('option', { value: s, selected: s === status }, s[0]?.toUpperCase() + s.slice(1)),
    ),
  )
  statusSelect.addEventListener('change', () => {
    status = statusSelect.value as PetStatus | ''
    offset = 0
    keep('push')
    void load()
  })
  replace(
    root,
    pageHeader('Inventory', lead),
    cards,
    filterBar(filter('Status', statusSelect)),
    slot,
  )

  async function loadCounts(): Promise<void> {
    const counts = await Promise.all(
      petStatuses.map(async (s) => {
        const { total = 0 } = await api.call('listInventory', {
          query: { status: [s], limit: 1 },
          signal,
        })
        return [s, total] as const
      }),
    )
    replace(
      cards,
      counts.map(([s, n]) =>
        h(
          'div',
          { class: `stat-card stat-${s}`, 'data-status': s },
          h('span', { class: 'stat-label' }, s[0]?.toUpperCase() + s.slice(1)),
          h('strong', { class: 'stat-value' }, formatNumber(n)),
          h('span', { class: 'stat-note' }, nounFor(n, nouns.pet)),
        ),
      ),
    )
  }

  const rowOf = (item: InventoryItem) => {
    const errorId = `stock-error-${item.petId}`
    const quantity = h('input', {
      type: 'number',
      name: 'quantity',
      value: String(item.quantity),
      min: 0,
      step: 1,
      'aria-label': `Stock of ${petLabel(item.petId)}`,
      class: 'stock-input',
    })
    // The API's refusal is shown beside the box it is about, as the pet form does, naming the
    // pet and the stock it keeps; a toast would name neither and cover the cards above.
    const problem = h('small', { class: 'field-error stock-error', id: errorId, role: 'alert' })
    let saved = item.quantity
    const showProblem = (message: string) => {
      problem.textContent = message
      quantity.setAttribute('aria-invalid', 'true')
      quantity.setAttribute('aria-describedby', errorId)
    }
    const clearProblem = () => {
      problem.textContent = ''
      quantity.removeAttribute('aria-invalid')
      quantity.removeAttribute('aria-describedby')
    }
    const badge = h('span', null, statusBadge(item.status))
    const save = h('button', { class: 'btn btn-sm', type: 'submit' }, 'Set stock')
    const form = h('form', { class: 'stock-form', novalidate: true }, quantity, save, problem)
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      save.disabled = true
      api
        .call('updateInventory', {
          path: { petId: item.petId },
          // An empty box is sent as is (NaN becomes null) so the API says what is wrong.
          body: { quantity: quantity.valueAsNumber },
        })
        .then(({ data }) => {
          clearProblem()
          saved = data.quantity
          replace(badge, statusBadge(data.status))
          quantity.value = String(data.quantity)
          toast(
            `${petLabel(item.petId)}: ${formatNumber(data.quantity)} in stock, ${data.status}.`,
            'success',
          )
          void loadCounts().catch(() => undefined)
        })
        .catch((error: unknown) => {
          const message =
            error instanceof ApiProblem
              ? (error.details[0]?.message ?? error.message)
              : String(error)
          showProblem(
            `${petLabel(item.petId)}: ${message.replace(/\.$/, '')}. The stock stays at ${formatNumber(saved)}.`,
          )
          quantity.focus()
        })
        .finally(() => (save.disabled = false))
    })
    return {
      attrs: { 'data-pet-id': String(item.petId) },
      cells: [
        h('span', { class: 'muted mono' }, `#${item.petId}`),
        h('strong', null, petLabel(item.petId)),
        badge,
        form,
      ],
    }
  }

  function load(): Promise<void> {
    return loadList({ slot, noun: 'inventory', retry: () => void load() }, async () => {
      const query = { ...(status && { status: [status] }), limit: LIMIT, offset }
      // Inventory and pets are both sorted by pet id with one entry per pet, so the same page
      // of pets carries the names of this page of stock.
      const [inventory, pets] = await Promise.all([
        api.call('listInventory', { query, signal }),
        api.call('listPets', { query: { ...query, sort: 'id' }, signal }).catch(() => undefined),
      ])
      if (pets) rememberPets(pets.data)
      const { data, total = data.length } = inventory
      if (data.length === 0 && total > 0 && offset > 0) {
        offset = lastPageOffset(total, LIMIT)
        keep()
        return load()
      }
      replace(
        slot,
        data.length === 0
          ? emptyState(
              'No stock to show',
              status ? `No pet is ${status}.` : 'Create pets to stock them.',
            )
          : [
              dataTable(
                [{ label: 'Pet id' }, { label: 'Pet' }, { label: 'Status' }, { label: 'Stock' }],
                data.map(rowOf),
              ),
              pager({
                total,
                limit: LIMIT,
                offset,
                noun: nouns.entry,
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

  await Promise.all([
    loadCounts().catch((error: unknown) => void (isAbort(error) || replace(cards))),
    load(),
  ])
}
