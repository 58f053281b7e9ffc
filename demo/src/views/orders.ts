/**
 * Orders: place, complete and cancel. Completing is one-way; cancelling returns the stock. The
 * pet's status follows by the API's rules (pending at 0 stock, sold once the last order is done).
 */
import { lookUpPetNames, petLabel } from '../api/pet-names'
import type { Order } from '../api/types'
import { hrefFor, keepParams } from '../router'
import { orderBadge } from '../ui/badges'
import { h, replace } from '../ui/dom'
import { icon } from '../ui/icons'
import { dataTable, filter, filterBar, pageHeader } from '../ui/layout'
import { countOf, formatNumber, nouns } from '../ui/format'
import { lastPageOffset, pager } from '../ui/pager'
import { emptyState, loadingState } from '../ui/states'
import { toast } from '../ui/toast'
import { type View } from './context'
import { loadList } from './load-list'

const LIMIT = 20
type Show = 'all' | 'open' | 'complete'

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' })

function shipDay(order: Order): string {
  if (!order.shipDate) return '—'
  const date = new Date(order.shipDate)
  return Number.isNaN(date.getTime()) ? order.shipDate : dateFormat.format(date)
}

/**
 * The orders page.
 *
 * @example
 * await ordersView({ api, root, params, signal })
 */
export const ordersView: View = async ({ api, root, params, signal }) => {
  const shown = params.get('show')
  let show: Show = shown === 'open' || shown === 'complete' ? shown : 'all'
  const petId = Number(params.get('petId')) || undefined
  let offset = Math.max(0, Number(params.get('offset')) || 0)
  // Filters and page live in the address, so a reload shows the same page.
  const keep = (how?: 'push') =>
    keepParams(
      'orders',
      new URLSearchParams({
        ...(show !== 'all' && { show }),
        ...(petId && { petId: String(petId) }),
        ...(offset > 0 && { offset: String(offset) }),
      }),
      how,
    )
  // After placing an order, jump to the last page, where the new order is.
  let toLastPage = false
  const lead = h('span', null, 'Loading…')
  const slot = h('div', { class: 'list-slot' }, loadingState('Loading orders…'))
  const showSelect = h(
    'select',
    { 'aria-label': 'Show' },
    (
      [
        ['all', 'All orders'],
        ['open', 'Open'],
        ['complete', 'Complete'],
      ] as const
    ).map(([value, label]) => h('option', { value, selected: value === show }, label)),
  )
  showSelect.addEventListener('change', () => {
    show = showSelect.value as Show
    offset = 0
    keep('push')
    void load()
  })
  const chipLabel = h('span', null, petId ? petLabel(petId) : '')
  const place = async () => {
    const { openOrderDialog } = await import('./order-dialog')
    if (await openOrderDialog(api)) {
      toLastPage = true
      void load()
    }
  }
  replace(
    root,
    pageHeader(
      'Orders',
      lead,
      h(
        'button',
        { class: 'btn btn-primary', type: 'button', onclick: place },
        icon('cart'),
        'Place order',
      ),
    ),
    filterBar(
      filter('Show', showSelect),
      petId &&
        h(
          'a',
          {
            class: 'chip',
            href: hrefFor('orders'),
            'aria-label': 'Show the orders of every pet',
          },
          chipLabel,
          icon('x', 12),
        ),
    ),
    slot,
  )

  const rowOf = (order: Order) => ({
    attrs: { 'data-order-id': String(order.id) },
    cells: [
      h('span', { class: 'muted mono' }, `#${order.id}`),
      h(
        'a',
        { class: 'link', href: hrefFor('orders', { petId: String(order.petId) }) },
        petLabel(order.petId),
      ),
      h('span', { class: 'mono' }, formatNumber(order.quantity ?? 0)),
      shipDay(order),
      orderBadge(order.complete ?? false),
      h(
        'div',
        { class: 'row-actions' },
        !order.complete && [
          h(
            'button',
            {
              class: 'btn btn-sm',
              type: 'button',
              'aria-label': `Complete order #${order.id}`,
              onclick: async () => {
                // Completing cannot be undone (the contract refuses to reopen), so ask first.
                const { confirmDialog } = await import('../ui/dialog')
                const completed = await confirmDialog(
                  `Complete order #${order.id}?`,
                  `This marks the order of ${formatNumber(order.quantity ?? 0)} × ${petLabel(order.petId)} as fulfilled. It cannot be reopened or cancelled afterwards.`,
                  'Complete order',
                  async () => {
                    await api.call('updateOrder', {
                      path: { orderId: order.id! },
                      body: { complete: true },
                    })
                  },
                  { cancelLabel: 'Not yet', danger: false },
                )
                if (completed) {
                  toast(`Order #${order.id} is complete.`, 'success')
                  void load()
                }
              },
            },
            icon('check', 14),
            'Complete',
          ),
          h(
            'button',
            {
              class: 'btn btn-sm btn-ghost-danger',
              type: 'button',
              'aria-label': `Cancel order #${order.id}`,
              onclick: async () => {
                const { confirmDialog } = await import('../ui/dialog')
                const cancelled = await confirmDialog(
                  `Cancel order #${order.id}?`,
                  `${countOf(order.quantity ?? 0, nouns.unit)} ${order.quantity === 1 ? 'goes' : 'go'} back to ${petLabel(order.petId)}’s stock.`,
                  'Cancel order',
                  async () => {
                    await api.call('cancelOrder', { path: { orderId: order.id! } })
                  },
                  { cancelLabel: 'Keep order' },
                )
                if (cancelled) {
                  toast(`Order #${order.id} was cancelled.`, 'success')
                  void load()
                }
              },
            },
            icon('x', 14),
            'Cancel',
          ),
        ],
      ),
    ],
  })

  // With no orders, the way on: place one, or, with no pet to order, make one first.
  async function noOrders(): Promise<HTMLElement> {
    if (petId)
      return emptyState(
        'No orders here',
        `${petLabel(petId)} has no ${show === 'all' ? '' : `${show} `}orders.`,
      )
    if (show !== 'all') return emptyState('No orders here', `No ${show} orders.`)
    const { total: available = 0 } = await api.call('listPets', {
      query: { status: ['available'], limit: 1 },
      signal,
    })
    if (available === 0) {
      return emptyState(
        'No orders yet',
        'Only an available pet can be ordered, and there is none. Add a pet first.',
        h('a', { class: 'btn btn-primary', href: hrefFor('pets') }, icon('paw'), 'Go to Pets'),
      )
    }
    return emptyState(
      'No orders yet',
      'Place the first order.',
      h(
        'button',
        { class: 'btn btn-primary', type: 'button', onclick: place },
        icon('cart'),
        'Place order',
      ),
    )
  }

  function load(): Promise<void> {
    return loadList({ slot, lead, noun: 'orders', retry: () => void load() }, async () => {
      const orders = await api.call('listOrders', {
        query: {
          ...(show !== 'all' && { complete: show === 'complete' }),
          ...(petId && { petId }),
          limit: LIMIT,
          offset,
        },
        signal,
      })
      const { data, total = data.length } = orders
      // Names for the rows (and the filter), only for the pets on this page; a failure here
      // only leaves ids.
      await lookUpPetNames(api, [...data.map((o) => o.petId), petId], signal)
      chipLabel.textContent = petId ? petLabel(petId) : ''
      if (toLastPage) {
        toLastPage = false
        const last = lastPageOffset(total, LIMIT)
        if (last !== offset) {
          offset = last
          keep()
          return await load()
        }
      }
      if (data.length === 0 && total > 0 && offset > 0) {
        offset = lastPageOffset(total, LIMIT)
        keep()
        return await load()
      }
      lead.textContent = `${countOf(total, nouns.order)}${petId ? ` for ${petLabel(petId)}` : ''}`
      replace(
        slot,
        data.length === 0
          ? await noOrders()
          : [
              dataTable(
                [
                  { label: 'Order' },
                  { label: 'Pet' },
                  { label: 'Qty', kind: 'num' },
                  { label: 'Ship date' },
                  { label: 'Status' },
                  { label: 'Actions', kind: 'actions' },
                ],
                data.map(rowOf),
              ),
              pager({
                total,
                limit: LIMIT,
                offset,
                noun: nouns.order,
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
