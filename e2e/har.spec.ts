import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { fromHar } from '../src/factories/from-har'
import type { Har } from '../src/runtime/har/types'
import { openDemo, openHarness } from './demo'

test.describe('the harness and HAR files', () => {
  test('Download HAR saves the session, which loads back as a store, and Load HAR replays it', async ({
    page,
  }, testInfo) => {
    await openDemo(page)
    const harness = await openHarness(page)
    await expect(harness.journalRows.filter({ hasText: '/pets?' }).first()).toBeVisible()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      harness.panel.getByRole('button', { name: 'Download HAR' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^petstore-.*\.har$/)
    const file = testInfo.outputPath('session.har')
    await download.saveAs(file)
    const har = JSON.parse(readFileSync(file, 'utf8')) as Har
    expect(har.log.version).toBe('1.2')
    expect(JSON.stringify(har)).not.toContain('petstore-demo-key')
    const replay = fromHar(har)
    expect(replay.summary.skipped).toEqual([])
    expect(replay.store.pets.length).toBeGreaterThan(0)

    // A store with one category and one pet, loaded from a HAR file the user picks.
    await harness.reset()
    const session = {
      log: {
        version: '1.2',
        entries: [
          {
            startedDateTime: '2026-11-25T10:00:00.000Z',
            request: { method: 'GET', url: 'https://staging.example.com/api/v1/categories' },
            response: {
              status: 200,
              headers: [
                { name: 'content-type', value: 'application/json' },
                { name: 'x-total-count', value: '1' },
                { name: 'link', value: '</api/v1/categories?limit=20&offset=0>; rel="first"' },
              ],
              content: { text: JSON.stringify([{ id: 1, name: 'Otters' }]) },
            },
          },
        ],
      },
    }
    // It asks first, and says what a HAR cannot hold: no, and the store stays as it was.
    const questions: string[] = []
    page.once('dialog', (dialog) => {
      questions.push(dialog.message())
      void dialog.dismiss()
    })
    const staging = {
      name: 'staging.har',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(session)),
    }
    await harness.panel.getByLabel('A HAR file to load').setInputFiles(staging)
    await expect.poll(() => questions.length).toBe(1)
    expect(questions[0]).toContain('A HAR holds only what went over the wire')
    await expect(harness.panel.locator('.stats')).toContainText('48 pets')
    page.once('dialog', (dialog) => void dialog.accept())
    await harness.panel.getByLabel('A HAR file to load').setInputFiles({
      name: 'staging.har',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(session)),
    })
    await expect(harness.panel.locator('.har-notice:not(.history-notice)')).toContainText(
      'staging.har: 1 category, 0 pets, 0 inventory entries, 0 orders from 1 of 1 entries',
    )
    await expect(harness.panel.locator('.stats')).toContainText('0 pets · 1 category')
    await expect(harness.panel.getByLabel('Scenario')).toHaveValue('file')
    await expect(harness.panel.getByLabel('Scenario').locator('option:checked')).toHaveText(
      'Loaded from staging.har',
    )
  })

  test('Save store and Load store carry the whole store, orders included, round trip', async ({
    page,
  }, testInfo) => {
    await openDemo(page)
    // The counts as the harness shows them before the writes: it draws them at most every
    // 250 ms, so the text right after the writes may still be the first write's.
    const harness = await openHarness(page)
    const stats = harness.panel.locator('.stats')
    await expect(stats).toContainText('48 pets')
    const orders = Number(/(\d+) orders/.exec((await stats.textContent()) ?? '')?.[1])
    await page.evaluate(async () => {
      const headers = {
        Authorization: 'Bearer petstore-demo-key',
        'Content-Type': 'application/json',
      }
      const pet = await fetch('/api/v1/pets', {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'Roundtrip', categoryId: 1 }),
      }).then((r) => r.json() as Promise<{ id: number }>)
      await fetch('/api/v1/store/orders', {
        method: 'POST',
        headers,
        body: JSON.stringify({ petId: pet.id, quantity: 1 }),
      })
    })
    const before = `49 pets · 6 categories · ${orders + 1} orders`
    await expect(stats).toHaveText(before)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      harness.panel.getByRole('button', { name: 'Save store' }).click(),
    ])
    const file = testInfo.outputPath('store.json')
    await download.saveAs(file)
    await harness.reset()
    await expect(stats).toContainText('48 pets')
    page.once('dialog', (dialog) => void dialog.accept())
    await harness.panel.getByLabel('A saved store to load').setInputFiles(file)
    await expect(stats).toHaveText(before)
    await openDemo(page, '#/pets?name=Roundtrip')
    await expect(page.locator('main tbody tr')).toHaveCount(1)
  })

  test('Load HAR on a file cut short says so, in words', async ({ page }) => {
    await openDemo(page)
    const harness = await openHarness(page)
    await harness.panel.getByLabel('A HAR file to load').setInputFiles({
      name: 'cut.har',
      mimeType: 'application/json',
      buffer: Buffer.from('{"log": {"version": "1.2", "entries": [{"request": {"method": "GET"'),
    })
    const notice = harness.panel.locator('.har-notice:not(.history-notice)')
    await expect(notice).toHaveText(
      'cut.har was not loaded: its JSON ends early (is the file cut short?)',
    )
  })
})
