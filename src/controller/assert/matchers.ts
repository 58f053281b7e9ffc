/**
 * `toHaveReceived` and `toHaveReceivedTimes` as plain functions returning `{ pass, message }`,
 * the shape Vitest, Jest and Playwright all accept from a custom matcher.
 */
import type { OperationId } from '../../contract/operations'
import { RequestJournal, type JournalEntry } from '../../runtime/journal'
import { findRequests, type AnyRequestMatch, type RequestMatch } from './match'
import { describeEntry, describeExpectation, nearMissReport } from './near-miss'

/**
 * The arguments of toHaveReceived; a union of tuples so each operation keeps its own types
 * (Playwright's `expect.extend` would erase a generic parameter).
 */
export type ReceivedArgs = {
  [Id in OperationId]: [operationId: Id, match?: RequestMatch<Id>]
}[OperationId]

/** The arguments of toHaveReceivedTimes. */
export type ReceivedTimesArgs = {
  [Id in OperationId]: [operationId: Id, times: number, match?: RequestMatch<Id>]
}[OperationId]

/** What a matcher answers; `message` explains the failure, whichever way it went. */
export interface MatcherOutcome {
  pass: boolean
  message: () => string
}

/** The journal entries of whatever was passed to `expect()`. */
export function journalEntries(source: unknown): JournalEntry[] {
  if (source instanceof RequestJournal) return source.entries
  const requests = (source as { requests?: unknown } | null)?.requests
  if (requests instanceof RequestJournal) return requests.entries
  throw new TypeError(
    'toHaveReceived needs the petstore (or its `requests` journal), e.g. expect(petstore).toHaveReceived(...)',
  )
}

function listed(found: readonly JournalEntry[], entries: readonly JournalEntry[]): string {
  return found.map((entry) => `\n  ${describeEntry(entry, entries)}`).join('')
}

function times(n: number): string {
  return n === 1 ? '1 time' : `${n} times`
}

/** Whether the mock received a request matching the expectation. */
export function receivedOutcome(
  source: unknown,
  ...[operationId, match]: ReceivedArgs
): MatcherOutcome {
  const entries = journalEntries(source)
  const found = findRequests(entries, operationId, match as AnyRequestMatch)
  const pass = found.length > 0
  return {
    pass,
    message: () =>
      pass
        ? `Expected no request to ${describeExpectation(operationId, match as AnyRequestMatch)}, but the mock received ${found.length}:${listed(found, entries)}`
        : nearMissReport(entries, operationId, match as AnyRequestMatch),
  }
}

/** Whether the mock received exactly `count` requests matching the expectation. */
export function receivedTimesOutcome(
  source: unknown,
  ...[operationId, count, match]: ReceivedTimesArgs
): MatcherOutcome {
  const entries = journalEntries(source)
  const found = findRequests(entries, operationId, match as AnyRequestMatch)
  const pass = found.length === count
  const expected = describeExpectation(operationId, match as AnyRequestMatch)
  return {
    pass,
    message: () => {
      if (pass)
        return `Expected the mock not to receive ${expected} ${times(count)}, but it did:${listed(found, entries)}`
      const head = `Expected the mock to receive ${expected} ${times(count)}, but it received it ${times(found.length)}`
      if (found.length > 0) return `${head}:${listed(found, entries)}`
      return `${head}.\n\n${nearMissReport(entries, operationId, match as AnyRequestMatch)}`
    },
  }
}
