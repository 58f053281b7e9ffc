import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { angularExample, nextExample } from './ssr-frameworks'
import { markdownRows, tableCells } from './vite-frameworks'
import { frameworkVersion } from './framework-versions'

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')
const root = new URL('../', import.meta.url)
const startPage = read('../docs/index.md')

describe("the docs start page's Next.js and Angular rows", () => {
  it('are the rows their examples earn from their checks', () => {
    const rows = markdownRows(startPage)
    for (const example of [nextExample, angularExample]) {
      const mine = rows.filter((row) => row[0]?.includes(`(./guide/${example.guide})`))
      expect(mine, example.title).toEqual([
        tableCells(example, frameworkVersion(root, example.dir)),
      ])
    }
  })

  it("say for Next.js what scripts/test-next.ts checks: the render, one store, an edit that keeps it, the build's scan", () => {
    const script = read('./test-next.ts')
    expect(script).toContain(`join(example, '${nextExample.editedFile}')`)
    expect(script).toContain("expectPets('the Server Component lists the mock default store'")
    expect(script).toContain("'the next server render shows the pet the browser added'")
    expect(script).toContain("'after the hot reload the page is still mocked, with its state'")
    expect(script).toContain('next build shipped mock code')
  })

  it('say for Angular what its walk edits: server.ts and the page component, in the example', () => {
    for (const edit of angularExample.edits) {
      expect(read(`../examples/angular/${edit.file}`)).toContain(edit.from)
    }
    expect(angularExample.edits.map((edit) => edit.file)).toEqual([
      'src/server.ts',
      'src/app/app.ts',
    ])
  })

  it('link to a guide and an example app that exist', () => {
    for (const example of [nextExample, angularExample]) {
      expect(() => read(`../docs/guide/${example.guide}.md`)).not.toThrow()
      expect(() => read(`../examples/${example.dir}/package.json`)).not.toThrow()
    }
  })
})
