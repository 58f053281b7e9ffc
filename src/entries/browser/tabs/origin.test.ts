import { describe, expect, it } from 'vitest'
import type { JournalEntry } from '../../../runtime/journal'
import { createTabOrigins, isFromOtherTab } from './origin'

const entry = (method: string, url: string): JournalEntry =>
  ({ method, url, seq: 1, status: 200 }) as JournalEntry

describe('tab origins of journal entries', () => {
  it('in the tab holding the store, marks the requests another tab forwarded', () => {
    const origins = createTabOrigins(() => true)
    origins.expect({ method: 'POST', url: 'http://x/api/v1/pets' }, true)
    const forwarded = entry('POST', 'http://x/api/v1/pets')
    const own = entry('POST', 'http://x/api/v1/pets')
    origins.note(forwarded)
    origins.note(own)
    expect(isFromOtherTab(forwarded)).toBe(true)
    expect(isFromOtherTab(own)).toBe(false)
  })

  it('in a follower, marks every entry but the ones it forwarded itself', () => {
    const origins = createTabOrigins(() => false)
    origins.expect({ method: 'get', url: 'http://x/api/v1/pets' }, false)
    const own = entry('GET', 'http://x/api/v1/pets')
    const other = entry('DELETE', 'http://x/api/v1/pets/3')
    origins.note(own)
    origins.note(other)
    expect(isFromOtherTab(own)).toBe(false)
    expect(isFromOtherTab(other)).toBe(true)
  })
})
