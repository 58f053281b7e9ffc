/**
 * One load of a page's list, the same way on every page: the old list dims while the request
 * runs, a failure shows the API's message with a Try again button, leaving the page (an
 * aborted request) draws nothing, and the focus stays on the control it was on (or the nearest
 * one left) instead of falling to <body> with the old list. A drawn list says so: the shell's
 * "another tab changed the store" note goes once the page shows a list read after that change.
 */
import { replace } from '../ui/dom'
import { focusPlace, restoreFocus } from '../ui/keep-focus'
import { errorState } from '../ui/states'
import { isAbort } from './context'

/**
 * Fired (bubbling) on a list's slot once it is drawn from a fresh read; `detail` is when that
 * read began (`performance.now()`).
 */
export const LIST_DRAWN = 'petstore-demo:list-drawn'

/** Where a list is drawn and what to say when it cannot be. */
export interface ListSlot {
  /** The element the list (or its error) is drawn in. */
  slot: HTMLElement
  /** The page's lead line; on failure it reads `Could not load <noun>`. */
  lead?: HTMLElement
  /** E.g. `pets`. */
  noun: string
  /** Loads again (the error's Try again button). */
  retry: () => void
}

/**
 * Runs `draw` as one load of the list in `where.slot`.
 *
 * @example
 * const load = () =>
 *   loadList({ slot, lead, noun: 'orders', retry: () => void load() }, async () => {
 *     const { data } = await api.call('listOrders', { signal })
 *     replace(slot, dataTable(columns, data.map(rowOf)))
 *   })
 */
export async function loadList(where: ListSlot, draw: () => Promise<void>): Promise<void> {
  where.slot.classList.add('is-loading')
  const place = focusPlace(where.slot)
  const startedAt = performance.now()
  try {
    await draw()
    where.slot.dispatchEvent(new CustomEvent(LIST_DRAWN, { bubbles: true, detail: startedAt }))
  } catch (error) {
    if (isAbort(error)) return
    if (where.lead) where.lead.textContent = `Could not load ${where.noun}`
    replace(where.slot, errorState(error, where.retry))
  } finally {
    where.slot.classList.remove('is-loading')
    restoreFocus(where.slot, place)
  }
}
