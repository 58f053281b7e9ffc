import { readdir, readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { renderGeneratedFiles } from './generate'

describe('generated files', () => {
  it('match what openapi.yaml generates today (run `npm run generate` after editing it)', async () => {
    const files = await renderGeneratedFiles()
    for (const [path, expected] of Object.entries(files)) {
      const actual = await readFile(resolve(import.meta.dirname, '..', path), 'utf8')
      expect(actual, `${path} is stale: run npm run generate`).toBe(expected)
    }
  })

  it('are all the generated folders hold, so no file is left behind that nothing regenerates', async () => {
    const files = await renderGeneratedFiles()
    const present: string[] = []
    for (const folder of ['src/contract/generated', 'src/factories/generated']) {
      const names = await readdir(resolve(import.meta.dirname, '..', folder))
      present.push(...names.map((name) => `${folder}/${name}`))
    }
    expect(present.sort()).toEqual(Object.keys(files).sort())
  })

  it('come from one run: generate.ts imports what reads them only after writing the document', async () => {
    const text = await readFile(resolve(import.meta.dirname, 'generate.ts'), 'utf8')
    const staticImports = [...text.matchAll(/^import .* from '([^']+)'$/gm)].map((m) => m[1])
    expect(staticImports.filter((from) => from?.startsWith('.'))).toEqual([])
  })
})
