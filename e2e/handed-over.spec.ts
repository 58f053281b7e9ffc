/**
 * The premise of answering a write before its IndexedDB commit (src/entries/browser/persistence/saved.ts): a
 * readwrite transaction whose requests are queued and whose commit was asked for is finished by
 * the browser even when the page unloads in the very same task. If a Chromium ever broke that,
 * this fails before any user loses a write.
 */
import { expect, test } from '@playwright/test'

// The page leaves inside the test's page.evaluate, so Playwright may lose the call's context before it
// returns: that is the navigation under test, not a failure.
const left = (error: Error) => {
  if (!/context was destroyed|navigat/i.test(error.message)) throw error
}

test('a write IndexedDB has taken survives the page navigating away in the same task', async ({
  page,
}) => {
  for (let round = 1; round <= 10; round++) {
    await page.goto('./favicon.svg')
    const leaving = page.waitForURL(/left=/)
    await page
      .evaluate(async (value) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open('handed-over-probe', 1)
          request.onupgradeneeded = () => request.result.createObjectStore('values')
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error)
        })
        // As persistence/saved.ts's write does: queue, ask for the commit, and go on without waiting.
        const tx = db.transaction('values', 'readwrite', { durability: 'relaxed' })
        tx.objectStore('values').put({ value, payload: 'x'.repeat(50_000) }, 'last')
        tx.commit()
        location.href = `./favicon.svg?left=${value}`
      }, round)
      .catch(left)
    await leaving
    const stored = await page.evaluate(
      () =>
        new Promise<unknown>((resolve, reject) => {
          const request = indexedDB.open('handed-over-probe', 1)
          request.onsuccess = () => {
            const get = request.result
              .transaction('values', 'readonly')
              .objectStore('values')
              .get('last')
            get.onsuccess = () => resolve((get.result as { value: number } | undefined)?.value)
            get.onerror = () => reject(get.error)
          }
          request.onerror = () => reject(request.error)
        }),
    )
    expect(stored).toBe(round)
  }
})
