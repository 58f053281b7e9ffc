/**
 * Where the harness page's cost goes: the same write timed on the mock alone and on the harness
 * page with one part at a time turned off (panel, persistence, tab sync), rounds interleaved.
 * A probe for finding what to make cheaper, not a target: `npm run bench` has the table.
 *
 *   npx tsx bench/browser-split.ts [--rounds 7] [--per-round 100] [--only harness,no-sync]
 *     [--case updateInventory,createPet]
 */
import { parseArgs } from 'node:util'
import type { Page } from '@playwright/test'
import { openBenchPage, serveBenchPages, timeInPage } from './browser'
import type { BrowserCase } from './browser/page'
import { mean, median } from './stats'

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '7' },
    'per-round': { type: 'string', default: '100' },
    only: { type: 'string' },
    case: { type: 'string' },
  },
})
const rounds = Number(values.rounds)
const perRound = Number(values['per-round'])

const variants: Record<string, string> = {
  mock: '/mock.html',
  harness: '/harness.html',
  'no-panel': '/harness.html?panel=0',
  'panel-closed': '/harness.html?open=0',
  'no-persist': '/harness.html?persist=0',
  'no-sync': '/harness.html?sync=0',
  'persist-only': '/harness.html?panel=0&sync=0',
}
const only = values.only?.split(',')
for (const name of Object.keys(variants)) {
  if (only && name !== 'mock' && !only.includes(name)) delete variants[name]
}
const allCases: Array<{ name: string } & BrowserCase> = [
  {
    name: 'updateInventory',
    method: 'PUT',
    path: '/api/v1/store/inventory/3',
    body: '{"quantity":4}',
  },
  {
    name: 'createPet',
    method: 'POST',
    path: '/api/v1/pets',
    body: '{"name":"Bench","categoryId":1}',
  },
  { name: 'getPetById', method: 'GET', path: '/api/v1/pets/1' },
]

const cases = allCases.filter((c) => !values.case || values.case.split(',').includes(c.name))

const server = await serveBenchPages()
// One browser per page, as in bench/browser.ts.
const pages: Record<string, Page> = {}
try {
  for (const [name, path] of Object.entries(variants)) {
    pages[name] = await openBenchPage(server.origin + path)
  }
  const names = Object.keys(variants)
  for (const c of cases) {
    for (const name of names) await timeInPage(pages[name]!, c, 20)
    const ratios: Record<string, number[]> = {}
    const means: Record<string, number[]> = {}
    for (let round = 0; round < rounds; round++) {
      const order = names.map((_, i) => names[(i + round) % names.length]!)
      const times: Record<string, number> = {}
      for (const name of order) times[name] = mean(await timeInPage(pages[name]!, c, perRound))
      for (const name of names) {
        ;(ratios[name] ??= []).push(times[name]! / times.mock!)
        ;(means[name] ??= []).push(times[name]!)
      }
    }
    console.log(`\n${c.name}`)
    for (const name of names)
      console.log(
        `  ${name.padEnd(14)} ${median(means[name]!).toFixed(2)} ms  ÷ mock ${median(ratios[name]!).toFixed(3)}`,
      )
  }
} finally {
  for (const page of Object.values(pages)) await page.context().browser()?.close()
  await server.close()
}
