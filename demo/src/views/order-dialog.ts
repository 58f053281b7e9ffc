/**
 * Place an order: pick an available pet, see its stock, choose a quantity. Stock rules are the
 * API's: asking for more than there is answers 409 insufficient_stock, shown on the form.
 */
import type { ApiClient } from '../api/client'
import { rememberPets } from '../api/pet-names'
import type { Pet } from '../api/types'
import { field, openFormDialog } from '../ui/dialog'
import { h } from '../ui/dom'
import { toast } from '../ui/toast'

/**
 * Opens the order form, optionally for one pet; resolves true when an order was placed.
 *
 * @example
 * if (await openOrderDialog(api, pet)) reload()
 */
export async function openOrderDialog(api: ApiClient, pet?: Pet): Promise<boolean> {
  const petSelect = h('select', { name: 'petId' }, h('option', { value: '' }, 'Loading pets…'))
  const stock = h('small', { class: 'field-hint', 'aria-live': 'polite' })
  const search = h('input', {
    type: 'search',
    placeholder: 'Filter available pets by name',
    'aria-label': 'Filter pets',
  })

  const showStock = async () => {
    const petId = Number(petSelect.value)
    if (!petId) return void (stock.textContent = '')
    try {
      const { data } = await api.call('getInventoryItem', { path: { petId } })
      stock.textContent = `${data.quantity} in stock · ${data.status}`
    } catch {
      stock.textContent = ''
    }
  }

  const loadPets = async (name: string) => {
    try {
      const { data, total } = await api.call('listPets', {
        query: { status: ['available'], sort: 'name', limit: 100, ...(name && { name }) },
      })
      rememberPets(data)
      const options = pet && !data.some((p) => p.id === pet.id) ? [pet, ...data] : data
      petSelect.replaceChildren(
        h(
          'option',
          { value: '' },
          total ? `Choose a pet (${total} available)` : 'No available pets',
        ),
        ...options.map((p) =>
          h('option', { value: String(p.id), selected: p.id === pet?.id }, `${p.name} (#${p.id})`),
        ),
      )
    } catch (error) {
      petSelect.replaceChildren(h('option', { value: '' }, 'Could not load pets'))
      stock.textContent = error instanceof Error ? error.message : String(error)
    }
    await showStock()
  }

  // The contract accepts a past ship date (it records an order that already shipped), so the
  // form says so before sending rather than failing or accepting it silently.
  const shipDate = h('input', { name: 'shipDate', type: 'date' })
  const pastWarning = h('small', { class: 'field-warning', 'aria-live': 'polite' })
  shipDate.addEventListener('input', () => {
    const today = new Date().toLocaleDateString('en-CA')
    pastWarning.textContent =
      shipDate.value && shipDate.value < today
        ? 'This date is in the past: the order will be recorded as already shipped.'
        : ''
  })
  shipDate.addEventListener('change', () => shipDate.dispatchEvent(new Event('input')))
  const shipField = field('Ship date', shipDate, 'Optional; default in 2 days.')
  shipField.append(pastWarning)

  let timer: ReturnType<typeof setTimeout> | undefined
  search.addEventListener('input', () => {
    clearTimeout(timer)
    timer = setTimeout(() => void loadPets(search.value.trim()), 250)
  })
  petSelect.addEventListener('change', () => void showStock())
  void loadPets('')

  return openFormDialog({
    title: 'Place an order',
    lead: 'Ordering takes stock; at 0 the pet becomes pending.',
    body: [
      pet ? null : search,
      h('label', { class: 'field' }, h('span', { class: 'field-label' }, 'Pet'), petSelect, stock),
      h(
        'div',
        { class: 'field-row' },
        field(
          'Quantity',
          h('input', { name: 'quantity', type: 'number', value: '1', min: 1, step: 1 }),
        ),
        shipField,
      ),
    ],
    submitLabel: 'Place order',
    async onSubmit(data) {
      const day = String(data.get('shipDate') ?? '')
      const { data: order } = await api.call('createOrder', {
        body: {
          petId: Number(data.get('petId') || 0),
          quantity: Number(data.get('quantity') || 0),
          ...(day && { shipDate: new Date(`${day}T12:00:00Z`).toISOString() }),
        },
      })
      toast(`Order #${order.id} was placed.`, 'success')
    },
  })
}
