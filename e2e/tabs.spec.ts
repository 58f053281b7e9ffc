/**
 * Several tabs of the built demo (persist and sync on, as it starts) share one store: what every
 * tab lists is exactly what was answered 201, ids are unique, and a tab that closes or reloads
 * in the middle of writes loses nothing it confirmed.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { openDemo, openHarness, reloadDemo, stretched } from './demo'

interface Created {
  status: number
  name: string
  id?: number
  code?: string
}

// The pets are created from inside the page, all at once, as an app's burst of requests.
async function createPets(
  page: Page,
  prefix: string,
  count: number,
  gapMs = 0,
): Promise<Created[]> {
  return page.evaluate(
    async ([prefix, count, gapMs]) => {
      const one = async (i: number) => {
        const name = `${prefix} ${i}`
        const response = await fetch('/api/v1/pets', {
          method: 'POST',
          headers: {
            Authorization: 'Bearer petstore-demo-key',
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ name, categoryId: 1 }),
        })
        const body = (await response.json()) as { id?: number; code?: string }
        return { status: response.status, name, id: body.id, code: body.code }
      }
      if (gapMs === 0) return Promise.all(Array.from({ length: count }, (_, i) => one(i)))
      const out: Created[] = []
      const progress = globalThis as { burstAnswered?: number }
      progress.burstAnswered = 0
      for (let i = 0; i < count; i++) {
        out.push(await one(i))
        progress.burstAnswered = out.length
        await new Promise((resolve) => setTimeout(resolve, gapMs))
      }
      return out
    },
    [prefix, count, gapMs] as const,
  )
}

// Waits until a burst of createPets (with gaps) in `page` has had a few answers: under way,
// however fast or slow the machine, and far from over.
async function burstUnderWay(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (globalThis as { burstAnswered?: number }).burstAnswered ?? 0))
    .toBeGreaterThanOrEqual(3)
}

async function listPets(page: Page): Promise<Array<{ id: number; name: string }>> {
  return page.evaluate(async () => {
    const all: Array<{ id: number; name: string }> = []
    for (let offset = 0; ; offset += 100) {
      const response = await fetch(`/api/v1/pets?limit=100&offset=${offset}`, {
        headers: { Authorization: 'Bearer petstore-demo-key' },
      })
      if (!response.ok) throw new Error(`listPets answered ${response.status}`)
      const page = (await response.json()) as Array<{ id: number; name: string }>
      all.push(...page.map(({ id, name }) => ({ id, name })))
      if (page.length < 100) return all
    }
  })
}

async function openTabs(context: BrowserContext, count: number): Promise<Page[]> {
  const pages: Page[] = []
  // One after the other: the first to start holds the store.
  for (let i = 0; i < count; i++) {
    const page = await context.newPage()
    await openDemo(page)
    pages.push(page)
  }
  return pages
}

const statusLine = (page: Page) => page.locator('[data-petstore-harness]').locator('.status-line')

function expectOneStore(lists: Array<Array<{ id: number; name: string }>>, created: Created[]) {
  const [first, ...others] = lists
  for (const other of others) expect(other).toEqual(first)
  const ids = first!.map((pet) => pet.id)
  expect(new Set(ids).size).toBe(ids.length)
  const names = new Set(first!.map((pet) => pet.name))
  for (const pet of created.filter((c) => c.status === 201)) expect(names).toContain(pet.name)
  const createdIds = created.filter((c) => c.status === 201).map((c) => c.id)
  expect(new Set(createdIds).size).toBe(createdIds.length)
}

test.describe('tabs sharing one store', () => {
  test('two tabs writing at once keep every pet they were answered 201 for', async ({
    context,
  }) => {
    const [first, second] = await openTabs(context, 2)
    await expect(statusLine(first!)).toContainText('This tab holds the store')
    await expect(statusLine(second!)).toContainText('Another tab holds the store')
    const created = (
      await Promise.all([createPets(first!, 'First', 15), createPets(second!, 'Second', 15)])
    ).flat()
    expect(created.map((c) => c.status)).toEqual(Array(30).fill(201))
    const lists = [await listPets(first!), await listPets(second!)]
    expect(lists[0]).toHaveLength(48 + 30)
    expectOneStore(lists, created)
    await reloadDemo(second!)
    expectOneStore([lists[0]!, await listPets(second!)], created)
  })

  test('three tabs writing at once share one set of pets and unique ids', async ({ context }) => {
    const tabs = await openTabs(context, 3)
    const created = (
      await Promise.all(tabs.map((tab, i) => createPets(tab, `Tab ${i}`, 12)))
    ).flat()
    expect(created.every((c) => c.status === 201)).toBe(true)
    const lists = await Promise.all(tabs.map(listPets))
    expect(lists[0]).toHaveLength(48 + 36)
    expectOneStore(lists, created)
  })

  test('a follower reads its own write at once, and the others on their next request', async ({
    context,
  }) => {
    const [first, second] = await openTabs(context, 2)
    const [mine] = await createPets(second!, 'Mine', 1)
    expect((await listPets(second!)).map((p) => p.name)).toContain(mine!.name)
    expect((await listPets(first!)).map((p) => p.name)).toContain(mine!.name)
  })

  test('a write in one tab offers the other a refresh, and its journal marks the other tab’s rows', async ({
    context,
  }) => {
    const [first, second] = await openTabs(context, 2)
    await expect(second!.getByText('48 pets match')).toBeVisible()
    await createPets(first!, 'From the first tab', 1)
    const note = second!.getByRole('status').filter({ hasText: 'Another tab changed the store' })
    await expect(note).toBeVisible()
    await note.getByRole('button', { name: 'Refresh' }).click()
    await expect(second!.getByText('49 pets match')).toBeVisible()
    await expect(note).toBeHidden()
    const there = await openHarness(second!)
    const post = there.journalRows.filter({ hasText: '/pets' }).filter({ hasText: 'POST' })
    await expect(post).toHaveCount(1)
    await expect(post).toContainText('other tab')
    await expect(there.journalRows.filter({ hasText: 'other tab' })).toHaveCount(1)

    // The other way round: the tab holding the store marks the follower's write.
    await createPets(second!, 'From the second tab', 1)
    await expect(
      first!.getByRole('status').filter({ hasText: 'Another tab changed the store' }),
    ).toBeVisible()
    const here = await openHarness(first!)
    await expect(
      here.journalRows.filter({ hasText: 'POST' }).filter({ hasText: 'other tab' }),
    ).toHaveCount(1)
    await expect(there.journalRows.filter({ hasText: 'POST' })).toHaveCount(2)
    await expect(there.journalRows.filter({ hasText: 'other tab' })).toHaveCount(1)
  })

  test('the harness panel of every tab counts the one shared store', async ({ context }) => {
    const [first, second] = await openTabs(context, 2)
    await createPets(first!, 'Counted there', 5)
    const harness = await openHarness(second!)
    const stats = harness.panel.locator('.stats')
    await expect(stats).toHaveText('53 pets · 6 categories · 16 orders')
    await createPets(second!, 'Counted here', 2)
    await expect(stats).toContainText('55 pets')
    const firstHarness = await openHarness(first!)
    await expect(firstHarness.panel.locator('.stats')).toContainText('55 pets')
  })

  test('the tab holding the store closes in the middle of a burst: another takes over, nothing confirmed is lost', async ({
    context,
  }) => {
    const [leader, second, third] = await openTabs(context, 3)
    await expect(statusLine(leader!)).toContainText('This tab holds the store')
    const burst = Promise.all([
      createPets(second!, 'Second', 25, 20),
      createPets(third!, 'Third', 25, 20),
    ])
    await burstUnderWay(second!)
    await leader!.close()
    const created = (await burst).flat()
    // Every answer is a 201 or a clear 503; none hangs.
    for (const c of created) {
      expect([201, 503]).toContain(c.status)
      if (c.status === 503) expect(c.code).toBe('store_unavailable')
    }
    expect(created.filter((c) => c.status === 201).length).toBeGreaterThan(25)
    // One of the two left takes the store.
    await expect
      .poll(async () => {
        const texts = [
          await statusLine(second!).textContent(),
          await statusLine(third!).textContent(),
        ]
        return texts.filter((text) => text?.includes('This tab holds the store')).length
      })
      .toBe(1)
    const lists = [await listPets(second!), await listPets(third!)]
    expectOneStore(lists, created)
  })

  test('the tab holding the store reloads during writes, and comes back as a follower with everything', async ({
    context,
  }) => {
    const [leader, writer] = await openTabs(context, 2)
    const burst = createPets(writer!, 'During', 25, 20)
    await burstUnderWay(writer!)
    await reloadDemo(leader!)
    const created = await burst
    for (const c of created) expect([201, 503]).toContain(c.status)
    await expect(statusLine(leader!)).toContainText('Another tab holds the store')
    await expect(statusLine(writer!)).toContainText('This tab holds the store')
    expectOneStore([await listPets(leader!), await listPets(writer!)], created)
  })

  test('a reset in one tab while another writes leaves one store every tab agrees on', async ({
    context,
  }) => {
    const [first, second] = await openTabs(context, 2)
    await createPets(first!, 'Before', 5)
    const harness = await openHarness(second!)
    const burst = createPets(first!, 'Around', 30, 30)
    await burstUnderWay(first!)
    await harness.reset()
    const created = await burst
    expect(created.every((c) => c.status === 201)).toBe(true)
    const lists = [await listPets(first!), await listPets(second!)]
    expect(lists[1]).toEqual(lists[0])
    const names = lists[0]!.map((p) => p.name)
    expect(names.some((name) => name.startsWith('Before'))).toBe(false)
    expect(new Set(lists[0]!.map((p) => p.id)).size).toBe(lists[0]!.length)
    // The writes after the reset are all there, the ones before it all gone.
    const kept = created.filter((c) => names.includes(c.name))
    expect(kept.length).toBeGreaterThan(0)
    expect(kept).toEqual(created.slice(created.length - kept.length))
  })

  test('a harness switch made in one tab applies in every tab, the API key stays per tab', async ({
    context,
  }) => {
    const [first, second] = await openTabs(context, 2)
    const harness = await openHarness(second!)
    await harness.choose('Faults (500 / 503)', 'Every request')
    const firstHarness = await openHarness(first!)
    await expect(firstHarness.panel.getByLabel('Faults (500 / 503)')).toHaveValue('1')
    const status = await first!.evaluate(
      async () =>
        (await fetch('/api/v1/pets', { headers: { Authorization: 'Bearer petstore-demo-key' } }))
          .status,
    )
    expect([500, 503]).toContain(status)
    await harness.choose('Faults (500 / 503)', 'Off')
    await harness.choose('API key', 'Read-only')
    await expect(firstHarness.panel.getByLabel('API key')).toHaveValue('as-sent')
    const [fromFirst] = await createPets(first!, 'Allowed', 1)
    const [fromSecond] = await createPets(second!, 'Refused', 1)
    expect(fromFirst!.status).toBe(201)
    expect(fromSecond!.status).toBe(403)
  })
})

test.describe('the saved store', () => {
  test('keeps the large scenario (10,000 pets) across a reload', async ({ page }) => {
    await openDemo(page)
    const harness = await openHarness(page)
    await harness.choose('Scenario', 'Large (10,000 pets)')
    await expect(harness.panel.getByLabel('Scenario')).toBeEnabled({ timeout: stretched(60_000) })
    const [pet] = await createPets(page, 'Large', 1)
    expect(pet!.status).toBe(201)
    await reloadDemo(page)
    const total = await page.evaluate(async () => {
      const response = await fetch('/api/v1/pets?limit=1', {
        headers: { Authorization: 'Bearer petstore-demo-key' },
      })
      return response.headers.get('x-total-count')
    })
    expect(total).toBe('10001')
    await expect(statusLine(page)).toContainText('Saved in IndexedDB')
  })

  test('refuses a corrupt saved store with a visible notice, and starts from the scenario', async ({
    page,
  }) => {
    await openDemo(page)
    await createPets(page, 'Lost', 1)
    await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        // Whatever version the mock's IndexedDB is at: its images live in 'stores'.
        const request = indexedDB.open('petstore-mock')
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('stores', 'readwrite')
        tx.objectStore('stores').put(
          { format: 'petstore-mock/store', version: 1, dump: { pets: 'not a list' } },
          `petstore-mock:${location.origin}/api/v1`,
        )
        tx.oncomplete = () => resolve()
        tx.onerror = () => reject(tx.error)
      })
      db.close()
    })
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await reloadDemo(page)
    await openHarness(page)
    await expect(statusLine(page)).toContainText('The saved store was refused')
    expect(warnings.some((w) => w.includes('The saved store was refused'))).toBe(true)
    const pets = await listPets(page)
    expect(pets).toHaveLength(48)
  })
})
