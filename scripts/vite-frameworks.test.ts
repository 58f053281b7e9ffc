import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { frameworkExamples, markdownRows, tableCells } from './vite-frameworks'
import { frameworkVersion } from './framework-versions'

const root = new URL('../', import.meta.url)
const startPage = readFileSync(new URL('../docs/index.md', import.meta.url), 'utf8')

describe("the docs start page's framework table", () => {
  it('has the row each framework example earns from its checks (npm run test:frameworks)', () => {
    const rows = markdownRows(startPage)
    for (const example of frameworkExamples) {
      const mine = rows.filter((row) => row[0]?.includes(`(./guide/${example.guide})`))
      expect(mine, example.title).toEqual([
        tableCells(example, frameworkVersion(root, example.dir)),
      ])
    }
  })

  it('links every framework to a guide and an example app that exist', () => {
    for (const example of frameworkExamples) {
      expect(() =>
        readFileSync(new URL(`../docs/guide/${example.guide}.md`, import.meta.url)),
      ).not.toThrow()
      expect(() =>
        readFileSync(new URL(`../examples/${example.dir}/package.json`, import.meta.url)),
      ).not.toThrow()
    }
  })
})
