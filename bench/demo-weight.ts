/**
 * How much of the built demo is the mock's JavaScript, gzipped as Vite reports it (zlib's default
 * level, kB = 1000 bytes): the mock's chunk and the chunks it imports statically that the app's
 * entry does not already load (the first screen waits for these), the chunks it shares with the
 * app's entry, and each chunk it loads only on first use of a feature, with what that chunk
 * imports that is not loaded yet. The target (issue 25) is the first figure ≤ 150 kB.
 *
 * It also weighs the page's whole first screen the same way: every script index.html loads (its
 * entry, what that imports, its modulepreloads) and mockServiceWorker.js, each gzipped alone.
 * The target (issue 47) is ≤ 180,000 B.
 *
 *   npx tsx bench/demo-weight.ts [--json]     builds the demo to a temporary folder, then weighs it
 *   npx tsx bench/demo-weight.ts DIR [--json] weighs a demo `vite build` already wrote to DIR
 */
import { readFileSync } from 'node:fs'
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { build, type Rollup } from 'vite'

/** One chunk, weighed. */
export interface ChunkWeight {
  file: string
  bytes: number
  gzip: number
}

/** A chunk the mock loads on first use, with the chunks only it brings. */
export interface LazyWeight extends ChunkWeight {
  /** The source files the chunk holds (its largest first, at most three). */
  holds: string[]
  /** Its own size plus the chunks it imports that the first screen has not loaded. */
  totalGzip: number
  /** When it loads, told by what it holds (`lazily` when that is not known). */
  when: string
}

/** What the mock loads at one moment after the first screen (a group of lazy chunks). */
export interface LazyUse {
  when: string
  /** The group's chunks and what they import that is not loaded yet, each counted once. */
  gzip: number
}

/** The mock's JavaScript in one demo build. */
export interface DemoWeight {
  /** The mock's chunk and the static imports only it brings: the first screen's cost. */
  firstScreen: ChunkWeight[]
  firstScreenGzip: number
  /** Static imports of the mock's chunk the app's entry loads anyway. */
  sharedWithApp: ChunkWeight[]
  /** Chunks loaded on first use of a feature (or after the first screen). */
  lazy: LazyWeight[]
  /** All the lazy chunks and what they bring, each chunk counted once. */
  lazyGzip: number
  /** The lazy chunks grouped by when they load, the heaviest group first. */
  lazyByUse: LazyUse[]
  /** Every script the page loads before its first pet row, the service worker's included. */
  page: ChunkWeight[]
  pageGzip: number
  /** How long `vite build` took, when this run built the demo. */
  buildMs?: number
}

/** The entry of the mock inside the demo's build. */
const MOCK_ENTRY = '/src/entries/browser/index.ts'
/** The target of issue 25, in kB gzip. */
export const FIRST_SCREEN_TARGET_KB = 150
/** The target of issue 47 for the page's first screen, in bytes gzip. */
export const PAGE_TARGET_BYTES = 180_000
/** The service worker the page installs (demo/public, copied beside index.html). */
const WORKER = 'mockServiceWorker.js'
const repoWorker = () => readFileSync(new URL(`../demo/public/${WORKER}`, import.meta.url), 'utf8')

/**
 * Builds the demo (vite.config.ts) into a temporary folder and weighs it.
 *
 * @example
 * const weight = await buildAndWeighDemo()
 * weight.firstScreenGzip // 149004
 */
export async function buildAndWeighDemo(): Promise<DemoWeight> {
  const outDir = await mkdtemp(join(tmpdir(), 'petstore-demo-weight-'))
  try {
    const started = performance.now()
    const output = await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } })
    const buildMs = performance.now() - started
    const bundle = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[]
    return { ...weighChunks(bundle.flatMap((o) => o.output)), buildMs }
  } finally {
    await rm(outDir, { recursive: true, force: true })
  }
}

/**
 * Weighs the chunks of a demo build that `vite build` wrote to `dir`: the mock's chunk is the one
 * named `mock-*.js`, the imports are read from the code, and what a lazy chunk holds is not known
 * (its row says `lazily`).
 *
 * @example
 * const weight = await weighDemoDir('demo/dist')
 */
export async function weighDemoDir(dir: string): Promise<DemoWeight> {
  const assets = join(dir, 'assets')
  const names = (await readdir(assets)).filter((name) => name.endsWith('.js'))
  const html = await readFile(join(dir, 'index.html'), 'utf8')
  const codes = new Map<string, string>()
  for (const name of names) codes.set(name, await readFile(join(assets, name), 'utf8'))
  // The mock's chunk is the `mock-*.js` another chunk imports dynamically (the chunk of the code
  // it runs is named `mock-*.js` too).
  const lazilyLoaded = new Set(
    [...codes.values()].flatMap((code) =>
      [...code.matchAll(/\bimport\("\.\/([^"]+\.js)"\)/g)].map((m) => `assets/${m[1]}`),
    ),
  )
  const chunks: Rollup.OutputChunk[] = []
  for (const name of names) {
    const code = codes.get(name)!
    const imports = [...code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)].map(
      (m) => `assets/${m[1]}`,
    )
    const dynamicImports = [...code.matchAll(/\bimport\("\.\/([^"]+\.js)"\)/g)].map(
      (m) => `assets/${m[1]}`,
    )
    const fileName = `assets/${name}`
    chunks.push({
      type: 'chunk',
      fileName,
      code,
      imports: imports.filter((file) => !dynamicImports.includes(file)),
      dynamicImports,
      isEntry: html.includes(`src="./${fileName}"`),
      isDynamicEntry: false,
      moduleIds: name.startsWith('mock-') && lazilyLoaded.has(fileName) ? [MOCK_ENTRY] : [],
      modules: {},
    } as unknown as Rollup.OutputChunk)
  }
  const page = { type: 'asset', fileName: 'index.html', source: html } as Rollup.OutputAsset
  return weighChunks([...chunks, page], await readFile(join(dir, WORKER), 'utf8'))
}

/**
 * Sorts a build's chunks into the mock's first screen, what it shares with the app and what it
 * loads lazily, each weighed.
 *
 * @example
 * weighChunks(output.output).firstScreenGzip
 */
export function weighChunks(
  files: ReadonlyArray<Rollup.OutputChunk | Rollup.OutputAsset>,
  worker: string = repoWorker(),
): DemoWeight {
  const chunks = new Map(
    files
      .filter((file): file is Rollup.OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  )
  const closure = (roots: string[], known = new Set<string>()): Set<string> => {
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file) || known.has(file)) return
      seen.add(file)
      for (const next of chunks.get(file)?.imports ?? []) visit(next)
    }
    roots.forEach(visit)
    return seen
  }
  const app = closure([...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName))
  const mock = [...chunks.values()].find((c) => c.moduleIds.some((id) => id.endsWith(MOCK_ENTRY)))
  if (!mock) throw new Error(`no chunk of the demo holds ${MOCK_ENTRY}`)
  const mockStatic = closure([mock.fileName])
  const firstScreen = [...mockStatic].filter((file) => file === mock.fileName || !app.has(file))
  const loaded = new Set([...app, ...mockStatic])
  const weigh = (file: string): ChunkWeight => {
    const code = chunks.get(file)!.code
    return { file, bytes: Buffer.byteLength(code), gzip: gzipSync(code).length }
  }
  const lazyFiles = new Set(
    // The mock's own chunks: what the app's chunks load lazily (its pages, dialogs) is not the mock's.
    [...mockStatic]
      .filter((file) => !app.has(file))
      .flatMap((file) => chunks.get(file)!.dynamicImports)
      .filter((f) => !loaded.has(f)),
  )
  // A chunk two lazy chunks import is counted once: the sum of their totals would count it twice.
  const gzipOf = (files: Set<string>) => [...files].reduce((sum, f) => sum + weigh(f).gzip, 0)
  const lazy = [...lazyFiles].map((file): LazyWeight => {
    const chunk = chunks.get(file)!
    const holds = [
      ...new Set(
        Object.entries(chunk.modules ?? {})
          .sort(([, a], [, b]) => b.renderedLength - a.renderedLength)
          .map(([id]) => shortId(id)),
      ),
    ].slice(0, 3)
    return {
      ...weigh(file),
      holds,
      totalGzip: gzipOf(closure([file], loaded)),
      when: whenOf(holds),
    }
  })
  const uses = [...new Set(lazy.map((c) => c.when))].map((when): LazyUse => ({
    when,
    gzip: gzipOf(
      closure(
        lazy.filter((c) => c.when === when).map((c) => c.file),
        loaded,
      ),
    ),
  }))
  const first = firstScreen.map(weigh)
  const page = [...closure(pageScripts(files))].map(weigh)
  page.push({ file: WORKER, bytes: Buffer.byteLength(worker), gzip: gzipSync(worker).length })
  return {
    page,
    pageGzip: page.reduce((sum, file) => sum + file.gzip, 0),
    firstScreen: first,
    firstScreenGzip: first.reduce((sum, chunk) => sum + chunk.gzip, 0),
    sharedWithApp: [...mockStatic]
      .filter((file) => app.has(file) && file !== mock.fileName)
      .map(weigh),
    lazy: lazy.sort((a, b) => a.totalGzip - b.totalGzip),
    lazyGzip: gzipOf(closure([...lazyFiles], loaded)),
    lazyByUse: uses.sort((a, b) => b.gzip - a.gzip),
  }
}

// The scripts index.html names: its entry and its modulepreloads.
function pageScripts(files: ReadonlyArray<Rollup.OutputChunk | Rollup.OutputAsset>): string[] {
  const html = files.find((file) => file.fileName === 'index.html')
  if (html?.type !== 'asset') throw new Error('the demo build has no index.html')
  const tags = String(html.source).match(/<(?:script|link)\b[^>]*>/g) ?? []
  return tags
    .filter((tag) => /type="module"|rel="modulepreload"/.test(tag))
    .map((tag) => /(?:src|href)="\.\/([^"]+\.js)"/.exec(tag)?.[1])
    .filter((file): file is string => file !== undefined)
}

// A module id as a reader finds it: the path inside the repository or the package's name.
function shortId(id: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)
  if (inPackage) return inPackage[1]!
  const inRepo = /\/((?:src|demo)\/.*)$/.exec(id)
  return (inRepo?.[1] ?? id).replace(/\?.*$/, '')
}

// When a lazy chunk loads, told by what it holds (a build without module lists says `lazily`);
// each reads after "loads" and after a size (the README's sentence quotes them).
const whenLoaded: Array<[RegExp, string]> = [
  [/proxy\/send\.ts$|^msw$/, 'on the first proxied request'],
  [/canned\/canned\.ts$/, 'on the first __example / __dynamic answer'],
  [/scenario-seeds\.ts$/, 'for another seed or scenario, whose store is not shipped prebuilt'],
  [/harness\//, "after the first screen, for the demo's harness panel"],
  [/faker|factories\/builders/, 'on a dynamic answer, or for a store not shipped prebuilt'],
]

function whenOf(holds: string[]): string {
  return whenLoaded.find(([pattern]) => holds.some((id) => pattern.test(id)))?.[1] ?? 'lazily'
}

const kB = (bytes: number) => (bytes / 1000).toFixed(2)

/**
 * The weight as a Markdown table, the first-screen figure against the target.
 *
 * @example
 * console.log(formatDemoWeight(await buildAndWeighDemo()))
 */
export function formatDemoWeight(weight: DemoWeight): string {
  const lines = [
    `The mock's JavaScript in the built demo (gzip, kB = 1000 B):`,
    '| chunk | loads | bytes | gzip kB |',
    '| --- | --- | ---: | ---: |',
    ...weight.firstScreen.map((c) => `| ${c.file} | first screen | ${c.bytes} | ${kB(c.gzip)} |`),
    ...weight.sharedWithApp.map(
      (c) => `| ${c.file} | with the app's entry (not counted) | ${c.bytes} | ${kB(c.gzip)} |`,
    ),
    ...weight.lazy.map(
      (c) =>
        `| ${c.file}${c.holds.length ? ` (${c.holds.join(', ')})` : ''} | ${c.when} | ${c.bytes} | ${kB(c.gzip)}${c.totalGzip !== c.gzip ? ` (${kB(c.totalGzip)} with its imports)` : ''} |`,
    ),
    `the page's first screen (every script index.html loads, and ${WORKER}, each gzipped alone): ` +
      `${weight.pageGzip.toLocaleString('en')} B in ${weight.page.length} files ` +
      `(target ≤ ${PAGE_TARGET_BYTES.toLocaleString('en')} B)`,
    `the mock's first screen: ${kB(weight.firstScreenGzip)} kB gzip (target ≤ ${FIRST_SCREEN_TARGET_KB} kB); ` +
      `loaded later: ${kB(weight.lazyGzip)} kB gzip` +
      (weight.buildMs === undefined ? '' : `; vite build took ${Math.round(weight.buildMs)} ms`),
  ]
  return lines.join('\n')
}

if (process.argv[1]?.endsWith('demo-weight.ts')) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { json: { type: 'boolean', default: false } },
  })
  const weight = positionals[0] ? await weighDemoDir(positionals[0]) : await buildAndWeighDemo()
  console.log(values.json ? JSON.stringify(weight, null, 2) : formatDemoWeight(weight))
}
