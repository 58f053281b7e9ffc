// The figures and counts the docs give in passing, held to what they describe: the Nuxt module's
// lines, the README's generic worker line kept away from the frameworks it breaks. (The
// tarball's sizes are the consumer suite's, consumer/node.test.ts, on the tarball it packs.)
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../', import.meta.url))
const read = (file: string) => readFileSync(`${root}${file}`, 'utf8')
/** The text with its line breaks as spaces, so a figure reads the same however it wraps. */
const oneLine = (file: string) => read(file).replace(/\s+/g, ' ')

/** Lines of code in a file: neither blank nor a line comment. */
const codeLines = (file: string) =>
  read(file)
    .split('\n')
    .filter((line) => !/^\s*(\/\/|$)/.test(line)).length

describe('the small print of the README and the guides', () => {
  it("counts the Nuxt module's lines of code as its two files have them", () => {
    const dir = 'examples/nuxt/modules/petstore-mock'
    const counts = [codeLines(`${dir}/index.ts`), codeLines(`${dir}/relative-url.ts`)]
    expect(oneLine('docs/guide/nuxt.md')).toContain(
      `a local module of two files (${counts[0]} and ${counts[1]} lines of code, below)`,
    )
    expect(read('examples/nuxt/nuxt.config.ts')).toContain('(modules/petstore-mock/)')
  })

  it("keeps the README's worker copy (npx msw init public) away from Next.js, whose route it breaks", () => {
    const block = /## Install in your app\n[\s\S]*?```sh\n([\s\S]*?)```/.exec(read('README.md'))
    const init = block?.[1]?.split('\n').find((line) => line.startsWith('npx msw init public'))
    expect(init).toContain('not for Next.js')
    const next = [...read('docs/guide/nextjs.md').matchAll(/```sh\n([\s\S]*?)```/g)]
    expect(next.map((m) => m[1]).join('')).not.toContain('msw init')
  })

  it('says msw 3 has no postinstall to copy the worker again, as its manifest has none', () => {
    const msw = JSON.parse(read('node_modules/msw/package.json')) as {
      version: string
      scripts?: Record<string, string>
    }
    expect(msw.version).toMatch(/^3\./)
    expect(msw.scripts?.postinstall).toBeUndefined()
    expect(oneLine('README.md')).toContain('msw 3 has no postinstall')
  })

  it('shows in the SvelteKit guide every $lib module its snippets import, and no 404 the hook prevents', () => {
    const guide = read('docs/guide/sveltekit.md')
    const imported = [...guide.matchAll(/from '\$lib\/([\w/-]+)'/g)].map((m) => m[1])
    expect(imported.length).toBeGreaterThan(0)
    for (const module of imported) {
      expect(guide).toContain(`<!-- snippet: examples/sveltekit/src/lib/${module}.ts -->`)
    }
    // Without the hook SvelteKit fetches an unmatched relative URL over HTTP from its own origin
    // (measured on 2.70.4: the server render listed the mock's pets), so the guide calls it optional.
    expect(oneLine('docs/guide/sveltekit.md')).not.toContain('would be a 404')
    expect(oneLine('docs/guide/sveltekit.md')).toContain('One optional hook')
  })
})
