/**
 * The browser's journal never shows a credential: a request sent with an API key is journalled
 * with `authorization: [redacted]`, in the tab that holds the store and in a tab that forwards
 * its requests to it and shows the holder's journal.
 */
import { expect, test, type Page } from '@playwright/test'
import { openDemo } from './demo'

const MARKER = 'e2e-credentials'

interface Seen {
  authorization: string | undefined
  all: string
}

// Sends a marked request from the page, then reads what that page's journal recorded for it.
async function sendAndRead(page: Page, from: string): Promise<Seen | undefined> {
  await page.evaluate(
    async ([marker, from]) => {
      await fetch(`/api/v1/pets?limit=1&${marker}=${from}`, {
        headers: { Authorization: 'Bearer petstore-demo-key', 'X-Sent-From': from },
      })
    },
    [MARKER, from] as const,
  )
  return readJournal(page, from)
}

function readJournal(page: Page, from: string): Promise<Seen | undefined> {
  return page.evaluate(
    ([marker, from]) => {
      type Entry = { query: Record<string, unknown>; requestHeaders: Record<string, string> }
      const { petstore } = window as unknown as { petstore: { requests: { entries: Entry[] } } }
      const entry = petstore.requests.entries.find((e) => e.query[marker] === from)
      return (
        entry && { authorization: entry.requestHeaders.authorization, all: JSON.stringify(entry) }
      )
    },
    [MARKER, from] as const,
  )
}

test('the journal keeps the API key by name only, in the holding tab and a forwarding tab', async ({
  context,
}) => {
  const holder = await context.newPage()
  await openDemo(holder)
  const follower = await context.newPage()
  await openDemo(follower)

  const own = await sendAndRead(holder, 'holder')
  expect(own?.authorization).toBe('[redacted]')
  expect(own?.all).not.toContain('petstore-demo-key')

  // The follower's request runs in the holder's store; its journal arrives in a batch.
  await follower.evaluate(
    async ([marker]) => {
      await fetch(`/api/v1/pets?limit=1&${marker}=follower`, {
        headers: { Authorization: 'Bearer petstore-demo-key' },
      })
    },
    [MARKER] as const,
  )
  for (const page of [follower, holder]) {
    await expect
      .poll(() => readJournal(page, 'follower').then((e) => e?.authorization))
      .toBe('[redacted]')
    expect((await readJournal(page, 'follower'))?.all).not.toContain('petstore-demo-key')
  }
})
