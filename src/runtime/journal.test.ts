import { describe, expect, it } from 'vitest'
import { RequestJournal, type JournalInput } from './journal'

function entry(journal: RequestJournal, status = 200): JournalInput {
  return {
    seq: journal.nextSeq(),
    at: '2026-01-01T00:00:00.000Z',
    method: 'GET',
    url: 'http://api.test/api/v1/pets',
    path: '/pets',
    operationId: 'listPets',
    status,
    durationMs: 1,
    body: undefined,
    query: {},
    requestHeaders: {},
    responseHeaders: {},
    code: undefined,
    answeredBy: 'operation',
    violations: [],
  }
}

function filled(capacity: number, count: number): RequestJournal {
  const journal = new RequestJournal(capacity)
  for (let i = 0; i < count; i++) journal.record(entry(journal, 200 + i))
  return journal
}

describe('the request journal', () => {
  it('spreads into an array and iterates oldest first', () => {
    const journal = filled(10, 3)
    expect([...journal].map((e) => e.seq)).toEqual([1, 2, 3])
    expect(Array.from(journal, (e) => e.status)).toEqual([200, 201, 202])
  })

  it('reads like an array: length, at, filter, find, map, some, every, slice', () => {
    const journal = filled(10, 4)
    expect(journal.length).toBe(4)
    expect(journal.at(0)?.seq).toBe(1)
    expect(journal.at(-1)?.seq).toBe(4)
    expect(journal.at(4)).toBeUndefined()
    expect(journal.at(-5)).toBeUndefined()
    expect(journal.filter((e) => e.status > 201).map((e) => e.seq)).toEqual([3, 4])
    expect(journal.find((e) => e.status === 202)?.seq).toBe(3)
    expect(journal.findLast((e) => e.status < 203)?.seq).toBe(3)
    expect(journal.map((e, i) => `${i}:${e.seq}`)).toEqual(['0:1', '1:2', '2:3', '3:4'])
    expect(journal.some((e) => e.status === 203)).toBe(true)
    expect(journal.every((e) => e.status >= 200)).toBe(true)
    expect(journal.slice(-2).map((e) => e.seq)).toEqual([3, 4])
    expect(journal.slice(1, 2).map((e) => e.seq)).toEqual([2])
    expect(JSON.parse(JSON.stringify(journal))).toHaveLength(4)
  })

  it('keeps only the newest entries beyond its capacity, in order', () => {
    const journal = filled(3, 8)
    expect(journal.length).toBe(3)
    expect(journal.map((e) => e.seq)).toEqual([6, 7, 8])
    expect(journal.at(0)?.seq).toBe(6)
    expect(journal.at(-1)?.seq).toBe(8)
  })

  it('hands out copies, so what a test holds never changes the journal', () => {
    const journal = filled(5, 2)
    const copy = journal.entries
    copy.length = 0
    expect(journal.length).toBe(2)
    expect('push' in journal).toBe(false)
  })

  it('tells subscribers of each new entry until they unsubscribe', () => {
    const journal = new RequestJournal(2)
    const seen: number[] = []
    const stop = journal.subscribe((e) => seen.push(e.seq))
    journal.record(entry(journal))
    stop()
    journal.record(entry(journal))
    expect(seen).toEqual([1])
  })

  it('forgets everything and restarts the numbering on clear', () => {
    const journal = filled(3, 5)
    journal.clear()
    expect(journal.length).toBe(0)
    expect([...journal]).toEqual([])
    journal.record(entry(journal))
    expect(journal.at(0)?.seq).toBe(1)
  })

  it('with capacity 0 keeps nothing but still tells subscribers', () => {
    const journal = new RequestJournal(0)
    let told = 0
    journal.subscribe(() => told++)
    journal.record(entry(journal))
    expect(journal.length).toBe(0)
    expect(told).toBe(1)
  })
})

describe('credentials in the journal', () => {
  it('keeps the name of Authorization, Cookie and Set-Cookie but never their values', () => {
    const journal = new RequestJournal()
    const response = new Headers({ 'Content-Type': 'application/json' })
    response.append('Set-Cookie', 'session=s3cret; HttpOnly')
    response.append('Set-Cookie', 'theme=dark')
    journal.record({
      ...entry(journal),
      requestHeaders: new Headers({
        Authorization: 'Bearer petstore-demo-key',
        Cookie: 'session=s3cret',
        'Proxy-Authorization': 'Basic dXNlcjpwYXNz',
        Accept: 'application/json',
      }),
      responseHeaders: response,
    })
    const [recorded] = journal.entries
    expect(recorded?.requestHeaders).toEqual({
      accept: 'application/json',
      authorization: '[redacted]',
      cookie: '[redacted]',
      'proxy-authorization': '[redacted]',
    })
    expect(recorded?.responseHeaders).toEqual({
      'content-type': 'application/json',
      'set-cookie': '[redacted]',
    })
    expect(JSON.stringify(journal)).not.toMatch(/s3cret|petstore-demo-key|dXNlcjpwYXNz/)
  })

  it('redacts entries handed over as plain records too, whatever the case of the names', () => {
    const journal = new RequestJournal()
    const seen: unknown[] = []
    journal.subscribe((e) => seen.push(e.requestHeaders))
    journal.record({
      ...entry(journal),
      requestHeaders: { AUTHORIZATION: 'Bearer k', 'X-Request-Id': '7' },
    })
    expect(seen).toEqual([{ authorization: '[redacted]', 'x-request-id': '7' }])
  })
})
