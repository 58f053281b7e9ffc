/**
 * Place an order: pick an available pet, see its stock, choose a quantity. Stock rules are the
 * API's: asking for more than there is answers 409 insufficient_stock, shown on the form.
 */
import type { ApiClient } from '../api/client'
import { ApiProblem } from '../api/problem'
import type { Pet } from '../api/types'
import { field, openFormDialog } from '../ui/dialog'
import { h } from '../ui/dom'
import { formatNumber } from '../ui/format'
import { toast } from '../ui/toast'
import { petPicker } from './pet-picker'

/**
 * Opens the order form, optionally for one pet; resolves true when an order was placed.
 *
 * @example
 * if (await openOrderDialog(api, pet)) reload()
 */
export async function openOrderDialog(api: ApiClient, pet?: Pet): Promise<boolean> {
  const stock = h('small', { class: 'field-hint', 'aria-live': 'polite' })
  let asked = 0
  // The pet chosen and its stock as last read: a refusal names them in the shop's words.
  let chosenPet = pet
  let inStock: number | undefined
  const showStock = async (chosen: Pet | undefined) => {
    const ticket = ++asked
    chosenPet = chosen
    inStock = undefined
    if (!chosen) return void (stock.textContent = '')
    try {
      const { data } = await api.call('getInventoryItem', { path: { petId: chosen.id } })
      if (ticket !== asked) return
      inStock = data.quantity
      stock.textContent = `${formatNumber(data.quantity)} in stock · ${data.status}`
    } catch {
      if (ticket === asked) stock.textContent = ''
    }
  }
  // The API's conflicts about the pet or its stock, beside the field that can fix them.
  const atField = (error: unknown): unknown => {
    if (!(error instanceof ApiProblem)) return error
    const name = chosenPet?.name ?? 'This pet'
    if (error.code === 'insufficient_stock') {
      const left = inStock === undefined ? 'not that many' : `only ${formatNumber(inStock)}`
      void showStock(chosenPet)
      return error.atField('quantity', `${name} has ${left} in stock; order fewer.`)
    }
    if (error.code === 'pet_not_available' || error.code === 'unknown_pet') {
      return error.atField('petId', `${name} can no longer be ordered; choose another pet.`)
    }
    return error
  }
  const picker = petPicker(api, pet, (chosen) => void showStock(chosen))
  picker.element.append(stock)
  void showStock(pet)

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

  try {
    return await openFormDialog({
      title: 'Place an order',
      lead: 'Ordering takes stock; at 0 the pet becomes pending.',
      body: [
        picker.element,
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
        const { data: order } = await api
          .call('createOrder', {
            body: {
              petId: Number(data.get('petId') || 0),
              quantity: Number(data.get('quantity') || 0),
              ...(day && { shipDate: new Date(`${day}T12:00:00Z`).toISOString() }),
            },
          })
          .catch((error: unknown) => {
            throw atField(error)
          })
        toast(`Order #${order.id} was placed.`, 'success')
      },
    })
  } finally {
    picker.stop()
  }
}
