import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { COMPAT_HEADER, compatRows } from './compat'
import { markdownRows } from './vite-frameworks'

const root = new URL('../', import.meta.url)
const guide = readFileSync(new URL('docs/guide/getting-started.md', root), 'utf8')

/** The rows of the table under the guide's "Tested combinations" heading. */
function documentedRows(): string[][] {
  const section = guide.split(/^## Tested combinations$/m)[1]?.split(/^## /m)[0] ?? ''
  return markdownRows(section)
}

describe("the getting-started guide's table of tested combinations", () => {
  it('lists every project npm test runs, with the versions its manifest and lockfile install', () => {
    const rows = documentedRows()
    expect(rows[0], 'the header').toEqual(COMPAT_HEADER)
    expect(rows.slice(1)).toEqual(compatRows(root))
  })
})
