/**
 * The committed API report (api/) against the entries' exports: a change to the public surface
 * must come with `npm run api:report`, so it shows in review.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { API_DIR, distinctNames, readApi, reportText } from './api-report'

const root = new URL('../', import.meta.url)
const api = readApi()
const fix = 'the public exports changed: run `npm run api:report` and commit api/'

describe('the API report', () => {
  it('lists every entry’s exports as they are', () => {
    for (const [entry, { specifier, names }] of api) {
      const file = new URL(`${API_DIR}/${entry}.api.md`, root)
      const committed = existsSync(file) ? readFileSync(file, 'utf8') : '(missing)'
      expect(committed, `${entry}: ${fix}`).toBe(reportText(specifier, names))
    }
  })

  it('holds no report of an entry that is gone', () => {
    const reports = readdirSync(new URL(`${API_DIR}/`, root)).map((file) =>
      file.replace(/\.api\.md$/, ''),
    )
    expect(reports.sort(), fix).toEqual([...api.keys()].sort())
  })

  // 82 on 2026-11-29: the Angular entry (petstoreMiddleware and its options) and the Playwright
  // bridge's network type came in. 93 on 2026-12-07, all of them types: the API's shapes issue 51
  // asked for (NewPet, NewCategory, InventoryUpdate) and the store's records under names of their
  // own (PetRecord, CategoryRecord, OrderRecord, InventoryItemRecord), the join's and the store
  // event's (JoinableMsw, StoreChange), the Node server's options (PetstoreServerOptions,
  // Intercept). No function came in; a new name must push out an old one to pass 93.
  it('keeps the public surface at 93 distinct names or fewer, deprecated names apart', () => {
    expect(distinctNames(api).size).toBeLessThanOrEqual(93)
  })

  it('lists every deprecated name in the changelog, beside the name that replaces it', () => {
    const changelog = readFileSync(new URL('CHANGELOG.md', root), 'utf8')
    const deprecated = [...distinctNames(api, { deprecated: true })].filter(
      (name) => !distinctNames(api).has(name),
    )
    for (const name of deprecated) expect(changelog, name).toMatch(new RegExp(`\`${name}\` →`))
  })
})
