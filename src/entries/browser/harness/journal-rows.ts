/**
 * The rows of the harness journal: a request as one line, and its details when opened. Built
 * with `h` (no markup parsing), so nothing a request carries can inject into the panel.
 */
import type { JournalEntry } from '../../../runtime/journal'
import { isFromOtherTab } from '../tabs/origin'
import { h } from './dom'
import { formatCount } from '../../../base/text'

function timeOf(entry: JournalEntry): string {
  const at = new Date(entry.at)
  return Number.isNaN(at.getTime()) ? entry.at : at.toTimeString().slice(0, 8)
}

function searchOf(entry: JournalEntry): string {
  try {
    return new URL(entry.url).search
  } catch {
    return ''
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

/**
 * One journal row: method, path (a button that opens the details), status, time taken and what
 * the contract says of the exchange. The path is never cut, its query may be (the whole URL is
 * in the details); the time of day is in the row's title and its details, to leave the path room.
 */
export function journalRow(entry: JournalEntry, open: boolean): HTMLTableRowElement {
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
      'data-other-tab': isFromOtherTab(entry),
      title: `${timeOf(entry)} · ${entry.operationId ?? 'outside the contract'}`,
    },
    h('td', null, h('span', { class: 'method', 'data-method': entry.method }, entry.method)),
    // The path is a button, so a keyboard reaches every row and hears whether it is open.
    h(
      'td',
      { class: 'path' },
      h(
        'span',
        { class: 'path-line' },
        h(
          'button',
          {
            class: 'row-toggle',
            type: 'button',
            'aria-expanded': String(open),
            title: entry.path + searchOf(entry),
          },
          h('span', { class: 'path-only' }, entry.path),
          h('span', { class: 'query' }, searchOf(entry)),
        ),
        // The real backend answered (the proxy option): its status and violations, not the mock's.
        entry.proxied
          ? h('span', { class: 'proxied', title: 'answered by the real backend' }, ' proxied')
          : '',
        // Sent by another tab sharing the store: its answer may have changed what this tab shows.
        isFromOtherTab(entry)
          ? h(
              'span',
              { class: 'other-tab', title: 'sent by another tab sharing the store' },
              'other tab',
            )
          : '',
      ),
    ),
    h(
      'td',
      null,
      h('span', { class: 'status', 'data-class': String(entry.status)[0] }, entry.status),
    ),
    h('td', { class: 'num' }, `${formatCount(Math.round(entry.durationMs))} ms`),
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

/**
 * The details under an open journal row: operation, URL, mock-clock time, the answer, the body
 * and the contract's verdict in words.
 */
export function journalDetail(entry: JournalEntry): HTMLTableRowElement {
  return h(
    'tr',
    { class: 'detail' },
    h(
      'td',
      { colspan: 5 },
      h(
        'div',
        { class: 'detail' },
        h(
          'dl',
          null,
          h('dt', null, 'operation'),
          h('dd', null, entry.operationId ?? 'none (outside the contract)'),
          h('dt', null, 'time'),
          h('dd', null, timeOf(entry)),
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
