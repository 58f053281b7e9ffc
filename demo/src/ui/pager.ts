/**
 * Paging under a list: where we are in the total, and previous / next.
 */
import { h } from './dom'
import { countOf, formatNumber, type Noun } from './format'

/** The page shown and how to move. */
export interface PagerOptions {
  total: number
  limit: number
  offset: number
  noun: Noun
  onPage(offset: number): void
}

/**
 * A pager for offset paging (`X-Total-Count` gives the total).
 *
 * @example
 * pager({ total: 48, limit: 20, offset: 20, noun: nouns.pet, onPage: load })
 */
export function pager(options: PagerOptions): HTMLElement {
  const { total, limit, offset } = options
  const from = total === 0 ? 0 : offset + 1
  const to = Math.min(offset + limit, total)
  const pages = Math.max(1, Math.ceil(total / limit))
  const page = Math.floor(offset / limit) + 1
  const shown = from === to ? formatNumber(from) : `${formatNumber(from)}–${formatNumber(to)}`
  return h(
    'nav',
    { class: 'pager', 'aria-label': 'Pages' },
    h('p', { class: 'pager-info' }, `Showing ${shown} of ${countOf(total, options.noun)}`),
    h(
      'div',
      { class: 'pager-buttons' },
      h(
        'button',
        {
          class: 'btn btn-sm',
          type: 'button',
          disabled: offset === 0,
          onclick: () => options.onPage(Math.max(0, offset - limit)),
        },
        '← Previous',
      ),
      h('span', { class: 'pager-page' }, `Page ${formatNumber(page)} of ${formatNumber(pages)}`),
      h(
        'button',
        {
          class: 'btn btn-sm',
          type: 'button',
          disabled: offset + limit >= total,
          onclick: () => options.onPage(offset + limit),
        },
        'Next →',
      ),
    ),
  )
}

/**
 * The offset of the last page that has rows: where a page past the end goes instead of showing
 * an empty page beside a total that says otherwise.
 *
 * @example
 * lastPageOffset(51, 10) // 50
 * lastPageOffset(0, 10) // 0
 */
export function lastPageOffset(total: number, limit: number): number {
  return total <= 0 ? 0 : Math.floor((total - 1) / limit) * limit
}
