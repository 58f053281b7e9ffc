/**
 * The near-miss report (as WireMock prints it): when no request matched, show the closest ones
 * and exactly how each differed, so a failing assertion says what the app sent instead.
 */
import { getOperation, type OperationId } from '../../contract/operations'
import type { JournalEntry } from '../../runtime/journal'
import { differences, formatValue, type AnyRequestMatch, type Difference } from './match'

/** How many close requests a report lists. */
const CLOSEST = 3

/** "createOrder with body { petId: 3 }": the expected request in words. */
export function describeExpectation(operationId: OperationId, match: AnyRequestMatch = {}): string {
  const parts: string[] = []
  if (match.status !== undefined) parts.push(`status ${match.status}`)
  if (match.params !== undefined) parts.push(`params ${formatValue(match.params)}`)
  if (match.query !== undefined) parts.push(`query ${formatValue(match.query)}`)
  if (match.body !== undefined) parts.push(`body ${formatValue(match.body)}`)
  return parts.length === 0 ? operationId : `${operationId} with ${parts.join(' and ')}`
}

/**
 * One journal entry on one line, numbered by its place among the requests since the last reset:
 * `#3 POST /api/v1/store/orders → 201 (createOrder)`.
 */
export function describeEntry(entry: JournalEntry, entries: readonly JournalEntry[]): string {
  const url = new URL(entry.url)
  const operation = entry.operationId ?? 'outside the contract'
  const place = entries.indexOf(entry) + 1
  return `#${place} ${entry.method} ${url.pathname}${url.search} → ${entry.status} (${operation})`
}

function describeDifference({ path, expected, received }: Difference): string {
  if (path === 'operation') {
    return `operation: expected ${String(expected)}, received ${String(received ?? 'a request outside the contract')}`
  }
  const got = received === undefined ? 'it was missing' : `received ${formatValue(received)}`
  return `${path}: expected ${formatValue(expected)}, ${got}`
}

/**
 * The requests closest to the expected one, each with how it differed; closest first.
 * Requests to the same operation come before others, fewer differences first, newest first.
 */
export function closestRequests(
  entries: readonly JournalEntry[],
  operationId: OperationId,
  match: AnyRequestMatch = {},
  limit = CLOSEST,
): Array<{ entry: JournalEntry; differences: Difference[] }> {
  const method = getOperation(operationId).method.toUpperCase()
  const distance = (entry: JournalEntry, found: Difference[]): number => {
    if (entry.operationId === operationId) return found.length
    // Another operation is always further away; the same method is a little closer.
    return 1000 + (entry.method === method ? 0 : 1)
  }
  return entries
    .map((entry) => {
      const found = differences(entry, operationId, match)
      return { entry, differences: found, distance: distance(entry, found) }
    })
    .sort((a, b) => a.distance - b.distance || b.entry.seq - a.entry.seq)
    .slice(0, limit)
    .map(({ entry, differences: found }) => ({ entry, differences: found }))
}

/**
 * Explains why no request matched: what was expected, then the closest requests and how each
 * differed.
 */
export function nearMissReport(
  entries: readonly JournalEntry[],
  operationId: OperationId,
  match: AnyRequestMatch = {},
): string {
  const expected = `Expected a request to ${describeExpectation(operationId, match)}`
  if (entries.length === 0) return `${expected}, but the mock received no requests.`
  const count = entries.length === 1 ? 'the 1 request' : `the ${entries.length} requests`
  const lines = [`${expected}, but none of ${count} matched.`, '', 'Closest requests:']
  for (const near of closestRequests(entries, operationId, match)) {
    lines.push(`  ${describeEntry(near.entry, entries)}`)
    for (const difference of near.differences) lines.push(`    ${describeDifference(difference)}`)
  }
  const rest = entries.length - CLOSEST
  if (rest > 0) lines.push(`  …and ${rest} more`)
  return lines.join('\n')
}
