/**
 * The live request journal of the harness: newest first, one row per request with method,
 * path, status, time taken and what the contract says of it (a request the contract rejects,
 * or a response that breaks it); a click, Enter or Space shows the details. Only the rows in
 * view are in the page (`row-window.ts`), however many are kept.
 */
import type { JournalEntry, RequestJournal } from '../../../runtime/journal'
import { drawAtMost, h } from './dom'
import { journalDetail, journalRow } from './journal-rows'
import { createRowWindow } from './row-window'

/** The journal view and how to stop it. */
export interface JournalView {
  element: HTMLElement
  /** Redraws from the journal, e.g. after a reset cleared it. */
  refresh(): void
  stop(): void
}

// How often, at most, new requests are drawn.
const DRAW_EVERY_MS = 250

/** Renders a journal and keeps it live. */
export function createJournalView(
  journal: RequestJournal,
  limit = 200,
  onClear: () => void = () => undefined,
  /** An action under an open row's details (the history's "Rewind to before this"). */
  rowAction: (entry: JournalEntry) => HTMLElement | undefined = () => undefined,
): JournalView {
  const { tbody, empty, count, scroll } = journalTable()
  // The rows kept, newest first, at most `limit`; the window puts those in view in the page.
  let kept: JournalEntry[] = []
  let total = 0
  const rows = createRowWindow<JournalEntry>({
    scroll,
    tbody,
    columns: 5,
    key: (entry) => entry.seq,
    row: (entry) => {
      const tr = journalRow(entry, rows.isOpen(entry.seq))
      // A click anywhere on the row toggles it; the button gets Enter and Space for free.
      tr.addEventListener('click', () => {
        const open = rows.toggle(entry.seq)
        tr.querySelector('.row-toggle')?.setAttribute('aria-expanded', String(open))
      })
      return tr
    },
    detail: (entry) => {
      const detail = journalDetail(entry)
      const action = rowAction(entry)
      if (action) detail.querySelector('div.detail')?.append(action)
      return detail
    },
  })
  const show = (added = 0) => {
    rows.show(kept, added)
    count.textContent = String(total)
    empty.hidden = total > 0
    // With no rows the table can still overflow (a 390 px screen), and nothing in it takes
    // focus: the region itself is then a tab stop, so a keyboard alone can scroll it. Once rows
    // are drawn, each row's button is the way in and the region leaves the tab order.
    if (total > 0) scroll.removeAttribute('tabindex')
    else scroll.setAttribute('tabindex', '0')
  }
  // Requests are drawn in batches, at most every DRAW_EVERY_MS: drawing the open panel for
  // every request made each request about twice as slow (bench/browser.ts).
  let queued: JournalEntry[] = []
  const drawSoon = drawAtMost(DRAW_EVERY_MS, () => {
    const batch = queued.slice(-limit).reverse()
    total += queued.length
    queued = []
    kept = [...batch, ...kept].slice(0, limit)
    show(batch.length)
  })
  const refresh = () => {
    drawSoon.cancel()
    queued = []
    kept = journal.slice(-limit).reverse()
    total = journal.length
    show()
  }
  const clear = () => {
    // The journal itself is cleared, so the launcher's count starts over with the view.
    journal.clear()
    drawSoon.cancel()
    queued = []
    kept = []
    total = 0
    show()
    onClear()
  }
  const element = h(
    'section',
    { class: 'journal', 'aria-label': 'Request journal' },
    h(
      'div',
      { class: 'journal-head' },
      h('h3', null, 'Requests'),
      count,
      h('span', { class: 'grow' }),
      h('button', { class: 'link-button', type: 'button', onclick: clear }, 'Clear view'),
    ),
    scroll,
  )
  refresh()
  const unsubscribe = journal.subscribe((entry) => {
    queued.push(entry)
    drawSoon()
  })
  const stop = () => {
    unsubscribe()
    drawSoon.cancel()
    rows.stop()
  }
  return { element, refresh, stop }
}

// The table's fixed parts: the scrolling region, its header, the body the rows go in, and what
// shows when there are none.
function journalTable() {
  const tbody = h('tbody')
  const empty = h('p', { class: 'empty' }, 'No requests yet. Use the app and they appear here.')
  const count = h('span', { class: 'count' })
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
  return { tbody, empty, count, scroll }
}
