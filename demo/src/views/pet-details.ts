/**
 * One pet in detail, read with GET /pets/{petId}: the contract's deprecated read. The dialog
 * shows what the deprecation means for a client (its Sunset date, from the response headers)
 * and, once the harness clock is past the sunset, the API's 410 answer. That makes the
 * harness's clock switch visible in the back office.
 */
import type { ApiClient } from '../api/client'
import { ApiProblem } from '../api/problem'
import type { Pet } from '../api/types'
import { statusBadge } from '../ui/badges'
import { infoDialog } from '../ui/dialog'
import { h, replace } from '../ui/dom'
import { icon } from '../ui/icons'
import { formatNumber } from '../ui/format'
import { loadingState } from '../ui/states'

const dayFormat = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' })

function facts(pet: Pet, category: string, stock: string): HTMLElement {
  return h(
    'dl',
    { class: 'facts' },
    h('dt', null, 'Id'),
    h('dd', { class: 'mono' }, `#${pet.id}`),
    h('dt', null, 'Name'),
    h('dd', { class: 'pet-name' }, pet.name),
    h('dt', null, 'Category'),
    h('dd', null, category),
    h('dt', null, 'Status'),
    h('dd', null, statusBadge(pet.status)),
    h('dt', null, 'Stock'),
    h('dd', null, stock),
  )
}

function sunsetNote(headers: Headers): HTMLElement | undefined {
  const sunset = headers.get('Sunset')
  if (!headers.get('Deprecation') || !sunset) return undefined
  const day = Number.isNaN(Date.parse(sunset)) ? sunset : dayFormat.format(new Date(sunset))
  return h(
    'div',
    { class: 'form-note', role: 'note', 'data-api-state': 'deprecated' },
    icon('alert', 18),
    h(
      'p',
      null,
      `Read with GET /pets/{petId}, which is deprecated: it stops answering after ${day}. `,
      'Apps should read pets from the list (GET /pets) instead.',
    ),
  )
}

function goneNote(problem: ApiProblem): HTMLElement {
  return h(
    'div',
    { class: 'form-alert', role: 'alert', 'data-api-state': 'gone' },
    icon('alert', 18),
    h(
      'div',
      null,
      h('p', null, problem.message),
      h('small', null, `${problem.status} · ${problem.code}`),
    ),
  )
}

/**
 * Opens a pet's details, read fresh from the API.
 *
 * @example
 * await openPetDetails(api, pet, 'Dogs')
 */
export function openPetDetails(api: ApiClient, pet: Pet, category: string): Promise<void> {
  const body = h('div', { class: 'pet-details' }, loadingState(`Loading ${pet.name}…`))
  const shown = infoDialog(pet.name, body)
  const stockOf = api
    .call('getInventoryItem', { path: { petId: pet.id } })
    .then(({ data }) => `${formatNumber(data.quantity)} in stock`)
    .catch(() => 'Unknown')
  void api
    .call('getPetById', { path: { petId: pet.id } })
    .then(async ({ data, headers }) => {
      replace(body, sunsetNote(headers), facts(data, category, await stockOf))
    })
    .catch(async (error: unknown) => {
      const problem =
        error instanceof ApiProblem ? error : new ApiProblem('network_error', 0, String(error))
      // Past the sunset the pet still exists: show what the list knows, beside the 410.
      replace(body, goneNote(problem), facts(pet, category, await stockOf))
    })
  return shown
}
