/**
 * The live request journal of the harness: newest first, one row per request with method,
 * path, status, time taken and what the contract says of it (a request the contract rejects,
 * or a response that breaks it); a click, Enter or Space shows the details.
 */
import type { JournalEntry, RequestJournal } from '../core/runtime/journal'
import { drawAtMost, h } from './dom'

/** The journal view and how to stop it. */
export interface JournalView {
  element: HTMLElement
  /** Redraws from the journal, e.g. after a reset cleared it. */
  refresh(): void
  stop(): void
}

function timeOf(entry: JournalEntry): string {
  const at = new Date(entry.at)
  return Number.isNaN(at.getTime()) ? entry.at : at.toTimeString().slice(0, 8)
}

function pathOf(entry: JournalEntry): string {
  try {
    return entry.path + new URL(entry.url).search
  } catch {
    return entry.path
  }
}

// Error codes that mean the request itself broke openapi.yaml (not a business refusal).
const requestFaults = new Set([
  'validation_failed',
  'invalid_json',
  'unsupported_media_type',
  'payload_too_large',
])

function brokeContract(entry: JournalEntry): boolean {
  return entry.code !== undefined && requestFaults.has(entry.code)
}

function verdict(entry: JournalEntry): HTMLElement {
  const violations = entry.violations.length
  if (violations > 0) {
    return h(
      'span',
      { class: 'contract-bad', title: entry.violations.join('\n') },
      `⚠ ${violations} in response`,
    )
  }
  if (brokeContract(entry)) {
    return h(
      'span',
      { class: 'contract-request', title: entry.message ?? 'The request broke the contract.' },
      '✗ request',
    )
  }
  return h('span', { class: 'contract-ok', title: 'matches openapi.yaml' }, '✓')
}

function row(entry: JournalEntry): HTMLTableRowElement {
  const violations = entry.violations.length
  return h(
    'tr',
    {
      class: 'entry',
      'data-seq': entry.seq,
      'data-status': entry.status,
      'data-violations': violations > 0,
      'data-request-fault': brokeContract(entry),
      'data-proxied': entry.proxied === true,
      title: entry.operationId ?? 'outside the contract',
    },
    h('td', { class: 'time' }, timeOf(entry)),
    h('td', null, h('span', { class: 'method', 'data-method': entry.method }, entry.method)),
    // The path is a button, so a keyboard reaches every row and hears whether it is open.
    h(
      'td',
      { class: 'path' },
      h('button', { class: 'row-toggle', type: 'button', 'aria-expanded': 'false' }, pathOf(entry)),
      // The real backend answered (the proxy option): its status and violations, not the mock's.
      entry.proxied
        ? h('span', { class: 'proxied', title: 'answered by the real backend' }, ' proxied')
        : '',
    ),
    h(
      'td',
      null,
      h('span', { class: 'status', 'data-class': String(entry.status)[0] }, entry.status),
    ),
    h('td', { class: 'num' }, `${Math.round(entry.durationMs)} ms`),
    h('td', { class: 'num' }, verdict(entry)),
  )
}

function contractWords(entry: JournalEntry): HTMLElement | string {
  const response =
    entry.violations.length === 0
      ? 'the response matches openapi.yaml'
      : h(
          'ul',
          null,
          entry.violations.map((v) => h('li', null, v)),
        )
  if (!brokeContract(entry)) return response
  return h(
    'div',
    null,
    h('p', { class: 'request-fault' }, 'The request broke the contract, so the API refused it.'),
    typeof response === 'string' ? h('p', null, response) : response,
  )
}

function detail(entry: JournalEntry): HTMLTableRowElement {
  return h(
    'tr',
    { class: 'detail' },
    h(
      'td',
      { colspan: 6 },
      h(
        'div',
        { class: 'detail' },
        h(
          'dl',
          null,
          h('dt', null, 'operation'),
          h('dd', null, entry.operationId ?? 'none (outside the contract)'),
          h('dt', null, 'url'),
          h('dd', null, entry.url),
          h('dt', null, 'at (mock clock)'),
          h('dd', null, entry.at),
          entry.code !== undefined && [
            h('dt', null, 'answer'),
            h('dd', null, `${entry.status} ${entry.code}: ${entry.message ?? ''}`),
          ],
          entry.body !== undefined && [
            h('dt', null, 'body'),
            h('dd', null, h('pre', null, JSON.stringify(entry.body, null, 2))),
          ],
          h('dt', null, 'contract'),
          h('dd', null, contractWords(entry)),
        ),
      ),
    ),
  )
}

// How often, at most, new requests are drawn.
const DRAW_EVERY_MS = 250
// Rows drawn at first, and added each time the journal is scrolled or tabbed to its last ones.
const PAGE_ROWS = 30

/**
 * Renders a journal and keeps it live.
 *
 * @example
 * const view = createJournalView(petstore.requests, 200)
 * panel.append(view.element)
 */
export function createJournalView(journal: RequestJournal, limit = 200): JournalView {
  const tbody = h('tbody')
  const empty = h('p', { class: 'empty' }, 'No requests yet. Use the app and they appear here.')
  const count = h('span', { class: 'count' })
  let total = 0

  const setCount = () => {
    count.textContent = String(total)
    empty.hidden = total > 0
    // With no rows the table can still overflow (a 390 px screen), and nothing in it takes
    // focus: the region itself is then a tab stop, so a keyboard alone can scroll it. Once rows
    // are drawn, each row's button is the way in and the region leaves the tab order.
    if (total > 0) scroll.removeAttribute('tabindex')
    else scroll.setAttribute('tabindex', '0')
  }
  // The rows kept (newest first, at most `limit`); only the first `drawn` of them are in the
  // page. A draw then costs the rows a person can see, not all `limit` of them: the rest are
  // drawn as the journal is scrolled, or tabbed, towards them.
  let kept: JournalEntry[] = []
  let drawn = PAGE_ROWS
  const rowFor = (entry: JournalEntry) => {
    const tr = row(entry)
    const toggle = () => {
      const next = tr.nextElementSibling
      const open = !next?.classList.contains('detail')
      if (open) tr.after(detail(entry))
      else next?.remove()
      tr.querySelector('.row-toggle')?.setAttribute('aria-expanded', String(open))
    }
    // A click anywhere on the row toggles it; the button gets Enter and Space for free.
    tr.addEventListener('click', toggle)
    return tr
  }
  // Rows beyond what is drawn leave the page, with the detail row open under any of them.
  const trim = () => {
    const rows = tbody.querySelectorAll('tr.entry')
    for (let i = rows.length - 1; i >= drawn; i--) {
      const next = rows[i]!.nextElementSibling
      if (next?.classList.contains('detail')) next.remove()
      rows[i]!.remove()
    }
    setCount()
  }
  // Draws the next page of kept rows below the last one drawn.
  const drawMore = () => {
    const from = tbody.querySelectorAll('tr.entry').length
    if (from >= kept.length) return
    drawn = Math.min(kept.length, from + PAGE_ROWS)
    tbody.append(...kept.slice(from, drawn).map(rowFor))
  }
  // Requests are drawn in batches, at most every DRAW_EVERY_MS: drawing the open panel for
  // every request made each request about twice as slow (bench/browser.ts).
  let queued: JournalEntry[] = []
  const drawSoon = drawAtMost(DRAW_EVERY_MS, () => {
    const batch = queued.slice(-limit).reverse()
    total += queued.length
    queued = []
    kept = [...batch, ...kept].slice(0, limit)
    tbody.prepend(...batch.slice(0, drawn).map(rowFor))
    trim()
  })
  const later = (entry: JournalEntry) => {
    queued.push(entry)
    drawSoon()
  }
  const refresh = () => {
    drawSoon.cancel()
    queued = []
    kept = journal.slice(-limit).reverse()
    drawn = PAGE_ROWS
    tbody.replaceChildren(...kept.slice(0, drawn).map(rowFor))
    total = journal.length
    trim()
  }

  const scroll = h(
    'div',
    { class: 'scroll', role: 'region', 'aria-label': 'Requests answered' },
    h(
      'table',
      null,
      h(
        'thead',
        null,
        h(
          'tr',
          null,
          h('th', null, 'Time'),
          h('th', null, 'Method'),
          h('th', { class: 'path' }, 'Path'),
          h('th', null, 'Status'),
          h('th', { class: 'num' }, 'Took'),
          h('th', { class: 'num', title: 'What openapi.yaml says of the exchange' }, 'Contract'),
        ),
      ),
      tbody,
    ),
    empty,
  )
  const element = h(
    'section',
    { class: 'journal', 'aria-label': 'Request journal' },
    h(
      'div',
      { class: 'journal-head' },
      h('h3', null, 'Requests'),
      count,
      h('span', { class: 'grow' }),
      h(
        'button',
        {
          class: 'link-button',
          type: 'button',
          onclick: () => {
            tbody.replaceChildren()
            kept = []
            total = 0
            setCount()
          },
        },
        'Clear view',
      ),
    ),
    scroll,
  )
  // Near the last rows drawn, by scrolling or by Tab: the next page is drawn before they run out.
  scroll.addEventListener(
    'scroll',
    () => {
      if (scroll.scrollTop + scroll.clientHeight >= scroll.scrollHeight - 200) drawMore()
    },
    { passive: true },
  )
  tbody.addEventListener('focusin', (event) => {
    const focused = (event.target as Element).closest('tr.entry')
    const rows = [...tbody.querySelectorAll('tr.entry')]
    if (focused && rows.indexOf(focused) >= rows.length - 3) drawMore()
  })
  refresh()
  const unsubscribe = journal.subscribe(later)
  const stop = () => {
    unsubscribe()
    drawSoon.cancel()
  }
  return { element, refresh, stop }
}
