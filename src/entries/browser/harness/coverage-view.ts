/**
 * The harness's Coverage tab: which operations of openapi.yaml the app has called and which of
 * their documented answers it has seen, live. Built on `petstore.coverage()`, the same report
 * the Vitest and Jest entries print, so a demo shows what a test run would check: a 409 the app
 * never met is a 409 nobody has looked at. Statuses forced through `Prefer` or `nextResponse`
 * are marked, since they show the screen copes, not that the app's own flow reaches them.
 */
import type { CoverageReport, OperationCoverage } from '../../../runtime/coverage'
import type { Petstore } from '../../../controller/petstore'
import { drawAtMost, h } from './dom'

/** The coverage view and how to stop it. */
export interface CoverageView {
  element: HTMLElement
  /**
   * Draws the report again soon if it can be seen (many calls draw once); call it when the view
   * is shown, since requests answered while it was hidden did not draw it.
   */
  refresh(): void
  stop(): void
}

// How often, at most, requests redraw the table.
const DRAW_EVERY_MS = 250

function meter(label: string, seen: number, total: number): HTMLElement {
  const share = total === 0 ? 0 : Math.round((seen / total) * 100)
  return h(
    'div',
    { class: 'meter', 'data-meter': label.toLowerCase() },
    h('span', { class: 'meter-label' }, label),
    h('strong', null, `${seen} / ${total}`),
    h('span', { class: 'meter-share' }, `${share}%`),
    h(
      'span',
      { class: 'bar', 'aria-hidden': 'true' },
      h('span', { class: 'fill', style: `width: ${share}%` }),
    ),
  )
}

function statusChip(status: number, seen: boolean, hooked: boolean): HTMLElement {
  const state = seen ? (hooked ? 'hooked' : 'seen') : 'unseen'
  const words = seen ? (hooked ? 'seen, forced by Prefer or nextResponse' : 'seen') : 'not seen'
  return h(
    'li',
    { class: 'chip', 'data-state': state, 'data-status': status, title: `${status}: ${words}` },
    String(status),
    hooked && seen && h('span', { 'aria-hidden': 'true' }, '*'),
    h('span', { class: 'sr-only' }, ` ${words}`),
  )
}

function operationRow(op: OperationCoverage): HTMLTableRowElement {
  const answered = new Set(op.answered)
  const hooked = new Set(op.hooked)
  return h(
    'tr',
    {
      class: 'coverage-op',
      'data-operation': op.operationId,
      'data-seen': String(op.answered.length > 0),
    },
    h('th', { scope: 'row' }, op.operationId),
    h('td', { class: 'num' }, `${op.answered.length}/${op.documented.length}`),
    h(
      'td',
      null,
      h(
        'ul',
        { class: 'chips' },
        op.documented.map((status) => statusChip(status, answered.has(status), hooked.has(status))),
      ),
    ),
  )
}

function undocumentedList(report: CoverageReport): HTMLElement {
  if (report.undocumented.length === 0) {
    return h('p', { class: 'muted' }, 'None: every answer had a status openapi.yaml documents.')
  }
  return h(
    'ul',
    { class: 'undocumented' },
    report.undocumented.map((u) =>
      h(
        'li',
        { 'data-operation': u.operationId, 'data-status': u.status },
        h('span', { class: 'status', 'data-class': String(u.status)[0] }, u.status),
        ` ${u.operationId} × ${u.count}`,
      ),
    ),
  )
}

/** Renders the mock's API coverage and keeps it live as requests are answered. */
export function createCoverageView(
  petstore: Pick<Petstore, 'coverage' | 'requests'>,
): CoverageView {
  const summary = h('div', { class: 'meters' })
  const tbody = h('tbody')
  const undocumented = h('div')

  const draw = () => {
    const report = petstore.coverage()
    const { operationsSeen, operationsTotal, responsesSeen, responsesTotal } = report.summary
    summary.replaceChildren(
      meter('Operations', operationsSeen, operationsTotal),
      meter('Responses', responsesSeen, responsesTotal),
    )
    tbody.replaceChildren(...report.operations.map(operationRow))
    undocumented.replaceChildren(undocumentedList(report))
  }
  // Requests redraw the table at most every DRAW_EVERY_MS, and only while it can be seen: it is
  // rebuilt whole, and rebuilding it after every request, behind a closed panel or the Requests
  // tab, cost each request about a third more in the browser bench.
  const drawSoon = drawAtMost(DRAW_EVERY_MS, () => {
    if (!element.closest('[hidden]')) draw()
  })
  const refresh = () => {
    if (!element.closest('[hidden]')) drawSoon()
  }

  const element = h(
    'section',
    { class: 'coverage', 'aria-label': 'API coverage' },
    h(
      'div',
      { class: 'journal-head' },
      h('h3', null, 'Coverage'),
      h('span', { class: 'grow' }),
      h(
        'button',
        {
          class: 'link-button',
          type: 'button',
          // Asks first: the counts of a whole session are not easily made again.
          onclick: () => {
            if (!window.confirm('Start the coverage count over? What was counted so far is lost.'))
              return
            petstore.coverage.clear()
            draw()
          },
        },
        'Start over',
      ),
    ),
    // Focusable, so a keyboard alone can scroll the list (it holds no controls of its own).
    h(
      'div',
      { class: 'scroll', tabindex: 0, role: 'region', 'aria-label': 'Coverage by operation' },
      // Polite and atomic: a screen reader hears the new totals, not every chip that changed.
      h('div', { role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' }, summary),
      h(
        'p',
        { class: 'legend' },
        h('span', { class: 'chip', 'data-state': 'seen' }, '200'),
        ' seen ',
        h('span', { class: 'chip', 'data-state': 'hooked' }, '404*'),
        ' forced by Prefer or nextResponse ',
        h('span', { class: 'chip', 'data-state': 'unseen' }, '409'),
        ' not seen yet',
      ),
      h(
        'table',
        { class: 'coverage-table' },
        h(
          'thead',
          null,
          h(
            'tr',
            null,
            h('th', null, 'Operation'),
            h('th', { class: 'num' }, 'Seen'),
            h('th', null, 'Documented statuses'),
          ),
        ),
        tbody,
      ),
      h('h4', null, 'Undocumented answers'),
      undocumented,
    ),
  )
  draw()
  const stopRequests = petstore.requests.subscribe(refresh)
  return {
    element,
    refresh,
    stop() {
      stopRequests()
      drawSoon.cancel()
    },
  }
}
