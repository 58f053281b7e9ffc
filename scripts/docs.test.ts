// The docs prove themselves: every link and anchor resolves, every TypeScript snippet compiles
// against the built package (scripts/docs-snippets.test.ts runs those that can run), every
// section the README once had still has a home, and the pages written from code are up to date.
// The site's own build (`npm run docs:build`) runs in npm test.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { API_STAMP, publicApiDigest } from './docs-api'
import { prose, SNIPPET_FILES, snippets, walk, type Snippet } from './docs-markdown'
import { REFERENCE_PAGE, renderReferencePage } from './docs-reference'
import { distName, packageEntries, specifier, type PackageSubpath } from './entries'

const root = fileURLToPath(new URL('../', import.meta.url))
const read = (file: string) => readFileSync(join(root, file), 'utf8')

/** Markdown files read on GitHub (GitHub's anchors) and the site's pages (VitePress's anchors). */
const ROOT_FILES = ['README.md', 'CONTRIBUTING.md', 'ARCHITECTURE.md']
const SITE_PAGES = walk('docs').filter((file) => !file.startsWith('docs/api/'))

/** A heading's text as a reader sees it: no code ticks, links reduced to their text. */
function plain(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .replace(/\*\*?/g, '')
    .replace(/&lt;/g, '<')
    .trim()
}

/** GitHub's anchor for a heading (github-slugger's rule). */
export function githubSlug(heading: string): string {
  return plain(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/ /g, '-')
}

/** VitePress's anchor for a heading (@mdit-vue/shared's slugify). */
export function vitepressSlug(heading: string): string {
  return plain(heading)
    .normalize('NFKD')
    .replace(/[\u0300-\u036F]/g, '')
    .replace(/[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase()
}

function headings(file: string): string[] {
  return [...prose(read(file)).matchAll(/^#{1,6} +(.+?) *#*$/gm)].map((m) => m[1] ?? '')
}

function anchors(file: string, slug: (heading: string) => string): Set<string> {
  const seen = new Map<string, number>()
  const out = new Set<string>()
  for (const heading of headings(file)) {
    // A custom anchor (`## Pet {#schema-pet}`) is the anchor as written.
    const custom = /\{#([\w-]+)\}$/.exec(heading)?.[1]
    if (custom) {
      out.add(custom)
      continue
    }
    const base = slug(heading)
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    out.add(count === 0 ? base : `${base}-${count}`)
  }
  return out
}

/** Every Markdown link, image and front-matter `link:` of a file, outside code. */
function links(file: string): string[] {
  const text = prose(read(file)).replace(/`[^`\n]*`/g, '')
  return [
    ...[...text.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1] ?? ''),
    ...[...text.matchAll(/^\s*link: (\S+)$/gm)].map((m) => m[1] ?? ''),
  ].filter((href) => !/^(https?:|mailto:)/.test(href))
}

/** Where a site link lands: a page (with its anchors) or a static file, or undefined. */
function siteTarget(from: string, path: string): string | undefined {
  if (path.startsWith('/demo/'))
    return existsSync(join(root, 'demo/index.html')) ? 'demo' : undefined
  if (path.startsWith('/screenshots/')) {
    return existsSync(join(root, 'e2e', path)) ? path : undefined
  }
  const base = path.startsWith('/') ? join('docs', path) : join(dirname(from), path)
  const candidates = [base, `${base}.md`, base.replace(/\.html$/, '.md'), join(base, 'index.md')]
  return candidates
    .map((file) => normalize(file))
    .find((file) => file.endsWith('.md') && existsSync(join(root, file)))
}

function brokenLinks(file: string): string[] {
  const site = file.startsWith('docs/')
  return links(file).flatMap((href) => {
    const [path = '', anchor] = href.split('#')
    let target: string | undefined = file
    if (path) {
      if (site) target = siteTarget(file, path)
      else {
        const resolved = normalize(join(dirname(file), path))
        target = existsSync(join(root, resolved)) ? resolved : undefined
      }
    }
    if (!target) return [`${file}: ${href} leads nowhere`]
    if (!anchor || !target.endsWith('.md')) return []
    // A link between root files is read on GitHub; a site page's link on the site.
    const slugs = anchors(target, site ? vitepressSlug : githubSlug)
    return slugs.has(anchor) ? [] : [`${file}: ${href}: ${target} has no #${anchor}`]
  })
}

describe('the docs links', () => {
  it('compute anchors the way GitHub and VitePress do', () => {
    expect(githubSlug('A durable store: `serve --data <file.json>`')).toBe(
      'a-durable-store-serve---data-filejson',
    )
    expect(vitepressSlug('A durable store: `serve --data <file.json>`')).toBe(
      'a-durable-store-serve-data-file-json',
    )
    expect(vitepressSlug('Under jsdom: `TypeError: Failed to parse URL from /api/v1/pets`')).toBe(
      'under-jsdom-typeerror-failed-to-parse-url-from-api-v1-pets',
    )
  })

  it('resolve, with every #anchor, in the README, CONTRIBUTING, ARCHITECTURE and the site', () => {
    expect(SITE_PAGES.length).toBeGreaterThan(10)
    expect([...ROOT_FILES, ...SITE_PAGES].flatMap(brokenLinks)).toEqual([])
  })

  it('list every decision record in docs/decisions/index.md', () => {
    const index = read('docs/decisions/index.md')
    const records = readdirSync(join(root, 'docs/decisions')).filter((f) =>
      /^\d{3}-.*\.md$/.test(f),
    )
    expect(records.length).toBeGreaterThan(0)
    for (const record of records) expect(index, record).toContain(`(./${record})`)
  })
})

/** The sections of the README before the docs site: each must still have a home. */
const FORMER_README_SECTIONS = [
  'Try the demo',
  'Install in your app',
  'What each entry exports',
  'Quick start in 60 seconds (Node tests and scripts)',
  'Options',
  'The controller',
  'In the browser',
  'The dev harness',
  'Latency, faults and `Prefer`',
  "Prism's response controls: `example`, `dynamic` and the `__` query forms",
  'Over real HTTP: curl, Postman, mobile apps, other languages',
  'State admin for tests in other languages (`--admin`)',
  'Security: who can reach `serve`',
  'A durable store: `serve --data <file.json>`',
  'From Node',
  'Proxying to a real backend',
  'Record and replay',
  'Capture a store: `petstore-mock capture <base-url>`',
  'Record through the proxy: `serve --proxy <url> --record <file.har>`',
  'The journal as HAR',
  'Replay as state: `fromFile`, `fromHar` and `fromSnapshot`',
  'Contract mode: check a real server against openapi.yaml',
  'Testing with petstore-mock',
  'Vitest',
  'Jest',
  'Playwright',
  'A React app: Vitest, Jest, browser mode and Storybook',
  'Arrange, act, assert',
  'Typed one-off handlers (`reply`)',
  'Vitest browser mode',
  'Storybook',
  'Generated clients (hey-api, openapi-fetch, TanStack Query)',
  'The API',
  'State rules',
  'Errors',
  'Performance',
  'Working on it',
  'Packaging',
  'API coverage',
]

describe("the README's former sections", () => {
  it('are each still a heading in the README, CONTRIBUTING.md or a page of the site', () => {
    const homes = ['README.md', 'CONTRIBUTING.md', ...SITE_PAGES]
    const all = new Set(homes.flatMap(headings))
    expect(FORMER_README_SECTIONS.filter((heading) => !all.has(heading))).toEqual([])
  })
})

describe('the TypeScript snippets of the README and the guides', () => {
  const all = SNIPPET_FILES.flatMap(snippets)

  it('are each a file of the repository, word for word, where they say so', () => {
    for (const s of all.filter((s) => s.marker && !s.marker.startsWith('not checked'))) {
      expect(s.code, `${s.file}:${s.line}`).toBe(read(s.marker!))
    }
  })

  it('say why, where one is not checked', () => {
    for (const s of all.filter((s) => s.marker?.startsWith('not checked'))) {
      expect(s.marker, `${s.file}:${s.line}`).toMatch(/^not checked: \S.{10,}/)
    }
  })

  it('type-check against the built package (npm run build first)', () => {
    const { program, files, checked } = snippetProgram()
    expect(checked.length).toBeGreaterThan(15)
    const problems = ts.getPreEmitDiagnostics(program).map((d) => {
      const index = d.file ? files.indexOf(d.file.fileName) : -1
      const s = checked[index]
      const at =
        d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined
      const where = s && at ? `${s.file}:${s.line + at.line}` : (d.file?.fileName ?? '')
      return `${relative(root, where)}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`
    })
    expect(problems).toEqual([])
  }, 120_000)
})

/** One program over the checked snippets and the built types they import, made once. */
const snippetProgram = (() => {
  let made: { program: ts.Program; files: string[]; checked: Snippet[] } | undefined
  return () => {
    if (made) return made
    const checked = SNIPPET_FILES.flatMap(snippets).filter((s) => !s.marker)
    const dir = join(root, 'node_modules/.cache/docs-snippets')
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    const files = checked.map((s, i) => {
      const file = join(dir, `snippet-${i}.${s.lang}`)
      writeFileSync(file, `/// <reference types="vite/client" />\n${s.code}\nexport {}\n`)
      return file
    })
    const subpaths = Object.keys(packageEntries) as PackageSubpath[]
    const types = (subpath: PackageSubpath) => join(root, `dist/${distName(subpath)}.d.ts`)
    for (const subpath of subpaths) {
      if (!existsSync(types(subpath)))
        throw new Error(`${types(subpath)} is missing: npm run build`)
    }
    // The entries' types are roots too: the API digest reads every one from this program.
    const program = ts.createProgram([...files, ...subpaths.map(types)], {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: ['node'],
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      jsx: ts.JsxEmit.ReactJSX,
      paths: Object.fromEntries(subpaths.map((subpath) => [specifier(subpath), [types(subpath)]])),
    })
    made = { program, files, checked }
    return made
  }
})()

describe('the pages written from code', () => {
  it('hold the contract as it is (npm run docs:generate)', async () => {
    const page = read(REFERENCE_PAGE)
    expect(page, `${REFERENCE_PAGE} is out of date: run \`npm run docs:generate\``).toBe(
      await renderReferencePage(),
    )
  })

  it('document the public exports and their TSDoc as built (npm run docs:generate)', () => {
    // The snippets' program already holds every entry's built types: no second program.
    const stamp = read(API_STAMP).trim()
    expect(stamp, 'docs/api/ is out of date: run `npm run docs:generate`').toBe(
      publicApiDigest(snippetProgram().program),
    )
  }, 120_000)
})
