/**
 * What `serve` loads before its first answer: the static imports reachable from the CLI. msw is
 * not among them (docs/decisions/005-serve-without-msw.md): the entries that hand handlers to msw
 * compose it in, and the commands other than `serve` load their own code when they run.
 */
import { readFileSync, existsSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../', import.meta.url))

// `import type …` and `export type …` are erased; `import('…')` loads only when it runs.
const staticImport =
  /^\s*(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/gm

function resolveSource(from: string, specifier: string): string | undefined {
  const base = normalize(join(dirname(from), specifier))
  return [`${base}.ts`, join(base, 'index.ts'), base].find(
    (path) => path.endsWith('.ts') && existsSync(join(root, path)),
  )
}

/** Every source file and package the file reaches through static value imports. */
function reachable(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    const text = readFileSync(join(root, file), 'utf8')
    for (const [, typeOnly, specifier] of text.matchAll(staticImport)) {
      if (typeOnly || specifier === undefined) continue
      if (!specifier.startsWith('.')) {
        packages.add(specifier)
        continue
      }
      const target = resolveSource(file, specifier)
      if (target) visit(target)
    }
  }
  visit(entry)
  return { files, packages }
}

describe("serve's start", () => {
  const { files, packages } = reachable(relative(root, join(root, 'src/entries/cli/main.ts')))

  it('loads no msw module', () => {
    expect([...packages].filter((name) => /^msw(\/|$)|^@mswjs\//.test(name))).toEqual([])
  })

  it('leaves the other commands and the msw controller to load when they are used', () => {
    const deferred = [
      'src/entries/cli/help.ts',
      'src/entries/cli/capture-command.ts',
      'src/entries/cli/conformance-run.ts',
      'src/entries/cli/replay-option.ts',
      'src/controller/petstore.ts',
      'src/handlers/msw.ts',
    ]
    expect(deferred.filter((file) => files.has(file))).toEqual([])
  })

  it('follows the imports it checks (the walk reaches the server and the pipeline)', () => {
    expect(files.has('src/entries/http/http-server.ts')).toBe(true)
    expect(files.has('src/runtime/pipeline.ts')).toBe(true)
  })
})
