/**
 * Orders: place, complete and cancel. Completing is one-way; cancelling returns the stock. The
 * pet's status follows by the API's rules (pending at 0 stock, sold once the last order is done).
 */
import { petLabel, rememberPets } from '../api/pet-names'
import type { Order } from '../api/types'
import { hrefFor, keepParams } from '../router'
import { orderBadge } from '../ui/badges'
import { confirmDialog } from '../ui/dialog'
import { h, replace } from '../ui/dom'
import { icon } from '../ui/icons'
import { dataTable, filter, filterBar, pageHeader } from '../ui/layout'
import { pager } from '../ui/pager'
import { emptyState, errorState, loadingState } from '../ui/states'
import { toast, toastError } from '../ui/toast'
import { isAbort, type View } from './context'
import { openOrderDialog } from './order-dialog'

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
  let offset = 0
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
    keepParams(
      'orders',
      new URLSearchParams({
        ...(show !== 'all' && { show }),
        ...(petId && { petId: String(petId) }),
      }),
    )
    void load()
  })
  const place = async () => {
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
          { class: 'chip', href: hrefFor('orders'), title: 'Show the orders of every pet' },
          `${petLabel(petId)} `,
          icon('x', 12),
        ),
    ),
    slot,
  )

  const act = async (work: () => Promise<unknown>, message: string) => {
    try {
      await work()
      toast(message, 'success')
      await load()
    } catch (error) {
      toastError(error)
    }
  }

  const rowOf = (order: Order) => ({
    attrs: { 'data-order-id': String(order.id) },
    cells: [
      h('span', { class: 'muted mono' }, `#${order.id}`),
      h(
        'a',
        { class: 'link', href: hrefFor('orders', { petId: String(order.petId) }) },
        petLabel(order.petId),
      ),
      h('span', { class: 'mono' }, String(order.quantity ?? 0)),
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
              onclick: () =>
                act(
                  () =>
                    api.call('updateOrder', {
                      path: { orderId: order.id! },
                      body: { complete: true },
                    }),
                  `Order #${order.id} is complete.`,
                ),
            },
            icon('check', 14),
            'Complete',
          ),
          h(
            'button',
            {
              class: 'btn btn-sm btn-ghost-danger',
              type: 'button',
              onclick: async () => {
                const cancelled = await confirmDialog(
                  `Cancel order #${order.id}?`,
                  `Its ${order.quantity} unit(s) go back to ${petLabel(order.petId)}’s stock.`,
                  'Cancel order',
                  async () => {
                    await api.call('cancelOrder', { path: { orderId: order.id! } })
                  },
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

  async function load(): Promise<void> {
    slot.classList.add('is-loading')
    try {
      const [orders, pets] = await Promise.all([
        api.call('listOrders', {
          query: {
            ...(show !== 'all' && { complete: show === 'complete' }),
            ...(petId && { petId }),
            limit: LIMIT,
            offset,
          },
          signal,
        }),
        // Names for the rows; a failure here only leaves ids.
        api.call('listPets', { query: { limit: 100, sort: 'id' }, signal }).catch(() => undefined),
      ])
      if (pets) rememberPets(pets.data)
      const { data, total = data.length } = orders
      if (toLastPage) {
        toLastPage = false
        const last = Math.max(0, Math.floor((total - 1) / LIMIT) * LIMIT)
        if (last !== offset) {
          offset = last
          return await load()
        }
      }
      lead.textContent = `${total} ${total === 1 ? 'order' : 'orders'}${petId ? ` for ${petLabel(petId)}` : ''}`
      replace(
        slot,
        data.length === 0
          ? emptyState(
              'No orders here',
              show === 'all' ? 'Place the first order.' : `No ${show} orders.`,
              h(
                'button',
                { class: 'btn btn-primary', type: 'button', onclick: place },
                icon('cart'),
                'Place order',
              ),
            )
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
                noun: 'orders',
                onPage: (next) => {
                  offset = next
                  void load()
                },
              }),
            ],
      )
    } catch (error) {
      if (isAbort(error)) return
      lead.textContent = 'Could not load orders'
      replace(
        slot,
        errorState(error, () => void load()),
      )
    } finally {
      slot.classList.remove('is-loading')
    }
  }
  await load()
}
