// The pages that gather what other pages say: Troubleshooting holds every error a guide names
// beside its steps, and the TypeScript API stays a reference a person can read.
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { prose, walk } from './docs-markdown'

const root = fileURLToPath(new URL('../', import.meta.url))
const read = (file: string) => readFileSync(join(root, file), 'utf8')
const TROUBLESHOOTING = 'docs/guide/troubleshooting.md'
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * The error messages a guide places beside its steps: a bold span that opens with the message in
 * code (`**\`Module not found: …\`**`), and a heading that names one after a colon
 * (`### Under jsdom: \`TypeError: …\``; a heading naming a command is not one). A bold flag or path (`**\`--admin\` …**`) is a rule, not
 * an error. Each message is its code spans.
 */
function guideErrors(text: string): string[][] {
  const body = prose(text)
  const bold = [...body.matchAll(/\*\*(`[^*]+?)\*\*/g)].map((m) => m[1] ?? '')
  const headed = [...body.matchAll(/^#{2,4} [^`\n]*: (`[^\n]+`)\s*$/gm)]
    .map((m) => m[1] ?? '')
    .filter((span) => /error|fail|cannot|not /i.test(span))
  return [...bold, ...headed]
    .map((span) => [...span.matchAll(/`([^`]+)`/g)].map((m) => oneLine(m[1] ?? '')))
    .filter((codes) => codes.length > 0 && !/^[-/]/.test(codes[0]!))
}

describe('the Troubleshooting page', () => {
  it('finds the errors a guide places beside its steps', () => {
    expect(
      guideErrors(
        '**`Failed to fetch` or a 404 on `/api/v1/...`** means…\n' +
          '### Under jsdom: `TypeError: Failed to parse URL`\n' +
          '- **`--allowed-host all`** turns the check off\n' +
          '```ts\n**`not an error`**\n```\n',
      ),
    ).toEqual([['Failed to fetch', '/api/v1/...'], ['TypeError: Failed to parse URL']])
  })

  it('holds every error the guides place beside their steps, word for word', () => {
    const page = oneLine(read(TROUBLESHOOTING))
    const guides = walk('docs/guide').filter((file) => file !== TROUBLESHOOTING)
    const errors = guides.flatMap((file) =>
      guideErrors(read(file)).map((codes) => ({ file, codes })),
    )
    expect(errors.length).toBeGreaterThan(8)
    const missing = errors.flatMap(({ file, codes }) =>
      codes.filter((code) => !page.includes(code)).map((code) => `${file}: ${code}`),
    )
    expect(missing).toEqual([])
  })

  it('gives each error its message, cause and fix', () => {
    const sections = read(TROUBLESHOOTING).split(/^### /m).slice(1)
    expect(sections.length).toBeGreaterThan(8)
    for (const section of sections) {
      for (const part of ['**Message:**', '**Cause:**', '**Fix:**']) {
        expect(section, section.split('\n')[0]).toContain(part)
      }
    }
  })
})

describe('the TypeScript API pages', () => {
  const pages = walk('docs/api')

  it('are each small enough to read: no page of more than 100 KB of Markdown', () => {
    // 100 KB of this Markdown renders to well under 300 KB of HTML (the built pages measured).
    const heavy = pages.filter((file) => statSync(join(root, file)).size > 100_000)
    expect(pages.length).toBeGreaterThan(10)
    expect(heavy).toEqual([])
  })

  it("list neither the generated contract types' members nor what Error's subclasses inherit", () => {
    for (const file of pages) {
      const text = read(file)
      expect(text, file).not.toMatch(/Inherited from\s+`Error(Constructor)?\./)
      expect(text, file).not.toMatch(/^#{2,} (listPets|createPet|requestBodies|schemas)$/m)
    }
  })
})
