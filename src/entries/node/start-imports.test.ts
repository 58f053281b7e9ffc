/**
 * What a fresh process loads to import `petstore-mock/node` (the built package, as a user's
 * project resolves it) and await `createPetstoreServer().ready`: every Vitest worker pays it.
 * faker, the seeding, the canned answers, the proxy's sending, the contract tool and the browser
 * harness load when they are first used, never at start (bench/results/NOTES.md, start-up).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../', import.meta.url))

// `registerHooks` (Node 22.15 and later) sees every module the process loads, dynamic ones too.
const script = `
import { registerHooks } from 'node:module'
const loaded = []
registerHooks({ load(url, context, next) { loaded.push(url); return next(url, context) } })
const { createPetstoreServer } = await import('petstore-mock/node')
await createPetstoreServer().ready
process.stdout.write(JSON.stringify(loaded))
`

/** The source files in the loaded chunks (tsdown marks each with `//#region <file>`) and packages. */
function loadedAtStart(): { sources: Set<string>; packages: Set<string> } {
  if (!existsSync(`${root}dist/node.js`)) throw new Error('dist/ is missing: npm run build')
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  })
  if (run.status !== 0) throw new Error(run.stderr)
  const urls = JSON.parse(run.stdout) as string[]
  const sources = new Set<string>()
  const packages = new Set<string>()
  for (const url of urls) {
    if (!url.startsWith('file:')) continue
    const path = fileURLToPath(url)
    const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)
    if (inPackage) packages.add(inPackage[1]!)
    else if (path.startsWith(`${root}dist/`)) {
      const text = readFileSync(path, 'utf8')
      for (const [, source] of text.matchAll(/^\/\/#region (\S+)/gm)) sources.add(source!)
    }
  }
  return { sources, packages }
}

describe.skipIf(!('registerHooks' in (await import('node:module'))))(
  "petstore-mock/node's start",
  () => {
    const { sources, packages } = loadedAtStart()

    it('loads neither faker nor the seeding, the canned answers or the proxy’s sending', () => {
      const deferred = [...sources].filter((file) =>
        /^src\/(factories\/(faker\.ts|scenario-seeds|builders|breeds)|runtime\/canned\/|runtime\/proxy\/send)/.test(
          file,
        ),
      )
      expect(deferred).toEqual([])
      expect([...packages].filter((name) => name.startsWith('@faker-js/'))).toEqual([])
    })

    it('loads neither the contract tool, fast-check nor the browser harness', () => {
      const deferred = [...sources].filter((file) =>
        /^src\/(conformance\/|entries\/browser\/)/.test(file),
      )
      expect(deferred).toEqual([])
      expect(packages.has('fast-check')).toBe(false)
    })

    it('follows what it checks (the node entry, the pipeline and msw are loaded)', () => {
      expect(sources.has('src/entries/node/index.ts')).toBe(true)
      expect(sources.has('src/runtime/pipeline.ts')).toBe(true)
      expect(packages.has('msw')).toBe(true)
    })
  },
)
