/**
 * Paging under a list: where we are in the total, and previous / next.
 */
import { h } from './dom'

/** The page shown and how to move. */
export interface PagerOptions {
  total: number
  limit: number
  offset: number
  noun: string
  onPage(offset: number): void
}

/**
 * A pager for offset paging (`X-Total-Count` gives the total).
 *
 * @example
 * pager({ total: 48, limit: 20, offset: 20, noun: 'pets', onPage: load })
 */
export function pager(options: PagerOptions): HTMLElement {
  const { total, limit, offset } = options
  const from = total === 0 ? 0 : offset + 1
  const to = Math.min(offset + limit, total)
  const pages = Math.max(1, Math.ceil(total / limit))
  const page = Math.floor(offset / limit) + 1
  return h(
    'nav',
    { class: 'pager', 'aria-label': 'Pages' },
    h(
      'p',
      { class: 'pager-info' },
      `Showing ${from}–${to} of ${total.toLocaleString('en')} ${options.noun}`,
    ),
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
      h('span', { class: 'pager-page' }, `Page ${page} of ${pages}`),
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
