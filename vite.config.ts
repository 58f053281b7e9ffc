/**
 * The demo app: `npm start` serves it from demo/ with the mock in a service worker, and
 * `npm run build:demo` writes a static copy to demo/dist/ that works from any static host and path
 * (relative base, hash routes, the worker next to index.html).
 *
 * The demo is a consumer of the package: it imports `petstore-mock/browser`, `petstore-mock`
 * (types) and `petstore-mock/openapi.yaml`, and this config points those names at the
 * sources in this repository, so the demo always runs the code beside it, built or not.
 */
import { defineConfig, type Plugin, type Rollup } from 'vite'
import { parse } from 'yaml'
import { sourceAliases } from './scripts/entries.ts'

/**
 * Imports of `.yaml` files become their parsed data, so the page never parses YAML; with
 * `?bounds`, only the bounds of each component schema's fields (`maxLength`, `minimum`,
 * `maximum`): what the forms need (a name's `maxlength`) without the whole contract in the
 * first screen's chunk.
 */
const yamlAsData: Plugin = {
  name: 'petstore-demo:yaml-as-data',
  transform(code, id) {
    if (id.endsWith('.yaml?bounds')) {
      return { code: `export default ${JSON.stringify(schemaBounds(parse(code)))}`, map: null }
    }
    if (!id.endsWith('.yaml')) return undefined
    return { code: `export default ${JSON.stringify(parse(code))}`, map: null }
  },
}

type Bounds = Record<
  string,
  Record<string, { maxLength?: number; minimum?: number; maximum?: number }>
>

function schemaBounds(contract: {
  components?: {
    schemas?: Record<string, { properties?: Record<string, Record<string, unknown>> }>
  }
}): Bounds {
  const bounds: Bounds = {}
  for (const [schema, { properties = {} }] of Object.entries(contract.components?.schemas ?? {})) {
    for (const [field, rules] of Object.entries(properties)) {
      const kept = Object.fromEntries(
        ['maxLength', 'minimum', 'maximum']
          .filter((rule) => typeof rules[rule] === 'number')
          .map((rule) => [rule, rules[rule]]),
      )
      if (Object.keys(kept).length > 0) (bounds[schema] ??= {})[field] = kept
    }
  }
  return bounds
}

/**
 * The demo loads the mock (the larger part of the page) with a dynamic import, so the shell can
 * draw first; this preloads that chunk and the chunks it imports from index.html, so they
 * download beside the entry instead of after it.
 */
// The mock's entry; in bench/first-row-ratio.ts's bare page, the bare msw worker standing in
// for it, preloaded the same way so the two pages differ only in what answers.
const MOCK_MODULES = ['/src/entries/browser/index.ts', '/bench/browser/bare-demo-mock.ts']

// The part of the package the browser entry re-exports that the mock itself never runs: the
// harness panel, which the demo loads once the first screen is drawn (demo/src/harness.ts).
const LAZY_MODULES = ['/src/entries/browser/harness/panel.ts']
const isLazy = (id: string) => LAZY_MODULES.some((end) => id.endsWith(end))

const preloadMock: Plugin = {
  name: 'petstore-demo:preload-mock',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      // Found by the modules it holds, not by its facade: the entry shares its chunk with modules
      // faker's chunk reads back, so it need not be the facade (a check on that once found
      // nothing, and the chunk began to download only once the app's entry had run).
      const bundle = context.bundle ?? {}
      const mock = Object.values(bundle).find(
        (file): file is Rollup.OutputChunk =>
          file.type === 'chunk' &&
          file.isDynamicEntry &&
          file.moduleIds.some((id) => MOCK_MODULES.some((end) => id.endsWith(end))),
      )
      if (!mock) throw new Error('preload-mock: no chunk holds src/entries/browser/index.ts')
      const preloaded = [mock.fileName, ...mock.imports]
      // A guard on firstScreenChunks below: the panel must stay out of what loads first.
      const panel = preloaded.find((file) => {
        const chunk = bundle[file]
        return chunk?.type === 'chunk' && chunk.moduleIds.some(isLazy)
      })
      if (panel) throw new Error(`preload-mock: ${panel} holds the harness panel, a lazy part`)
      return preloaded
        .filter((file) => !html.includes(`./${file}"`))
        .map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` },
          injectTo: 'head' as const,
        }))
    },
  },
}

/**
 * The first screen in three chunks and the worker: the entry (main.ts alone: it awaits the mock
 * at its top level, and a module awaiting the import of a chunk that imports it back never
 * finishes), the shell (the demo's modules the entry imports statically, with what they use of
 * the package: the operations and the contract) and the mock (what the mock's entry imports
 * statically, the harness panel left out). Left to itself, Rolldown gives each module that a
 * lazy page, dialog or the harness shares with the first screen a chunk of its own: 22 scripts,
 * 6 kB more gzip than these 4 hold (bench/demo-weight.ts, 2026-12-02). A lazy chunk imports
 * what it shares from these, loaded by then.
 */
function firstScreenChunks() {
  const groups = new Map<string, 'shell' | 'mock'>()
  const plugin: Plugin = {
    name: 'petstore-demo:first-screen-chunks',
    apply: 'build',
    buildEnd() {
      groups.clear()
      const info = (id: string) => this.getModuleInfo(id)
      // Rolldown lists a module's dynamic imports among its importedIds too.
      const staticImports = (id: string) => {
        const lazy = new Set(info(id)?.dynamicallyImportedIds)
        return (info(id)?.importedIds ?? []).filter((next) => !lazy.has(next))
      }
      const closure = (roots: string[], within: (id: string) => boolean) => {
        const seen = new Set<string>()
        const visit = (id: string) => {
          if (seen.has(id) || !within(id)) return
          seen.add(id)
          staticImports(id).forEach(visit)
        }
        roots.forEach(visit)
        return seen
      }
      const entries = [...this.getModuleIds()].filter((id) => info(id)?.isEntry)
      const starts = new Set(entries.flatMap((id) => [id, ...staticImports(id)]))
      const shell = closure([...starts].flatMap(staticImports), (id) =>
        /\/demo\/src\/|^\0/.test(id),
      )
      for (const id of shell) if (!starts.has(id)) groups.set(id, 'shell')
      const leadsToLazy = new Set<string>()
      const climb = (id: string) => {
        if (leadsToLazy.has(id)) return
        leadsToLazy.add(id)
        for (const importer of info(id)?.importers ?? []) climb(importer)
      }
      ;[...this.getModuleIds()].filter(isLazy).forEach(climb)
      const mockEntry = [...shell, ...starts]
        .flatMap((id) => info(id)?.dynamicallyImportedIds ?? [])
        .find((id) =>
          [...closure([id], () => true)].some((m) => MOCK_MODULES.some((end) => m.endsWith(end))),
        )
      for (const id of mockEntry ? closure([mockEntry], (id) => !isLazy(id)) : []) {
        // The mock's entry keeps a chunk of its own (the one index.html preloads, a dynamic
        // entry), and a module that leads to the panel stays out: Rolldown adds a group's imports
        // to it.
        if (id !== mockEntry && !groups.has(id) && !leadsToLazy.has(id)) groups.set(id, 'mock')
      }
    },
  }
  // Rolldown adds what the captured modules use (the shell: the contract) to each group; the
  // shell first, so what the mock shares with it stays there.
  const codeSplitting = {
    groups: [
      { name: 'shell', priority: 2, test: (id: string) => groups.get(id) === 'shell' },
      { name: 'mock', priority: 1, test: (id: string) => groups.get(id) === 'mock' },
    ],
  }
  return { plugin, codeSplitting }
}
const firstScreen = firstScreenChunks()

export default defineConfig({
  root: 'demo',
  base: './',
  publicDir: 'public',
  plugins: [yamlAsData, preloadMock, firstScreen.plugin],
  // The demo imports the package's public entries; in this repo they resolve to the source.
  resolve: { alias: sourceAliases(import.meta.dirname) },
  // `npm start` serves on 5173 (DEMO_PORT to choose another) and fails when it is taken, rather
  // than moving to the next port while the README names 5173; Vite prints the address it serves.
  server: { host: '127.0.0.1', port: Number(process.env.DEMO_PORT) || 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    // dist/ at the root is the library build.
    outDir: 'dist',
    emptyOutDir: true,
    // The demo awaits the worker at the top level of its entry module.
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    // terser's output of the mock's chunk gzips ~4 KB smaller than esbuild's (bench/demo-weight.ts
    // measures it), for a few seconds more of build. Safe options only: `safari10` (on by
    // default in Vite) works around browsers that cannot run an es2022 build anyway.
    minify: 'terser',
    terserOptions: { safari10: false },
    // Rolldown copies an imported constant into each place that reads it. tldts (msw 3's cookie
    // jar, through tough-cookie) keeps the public-suffix list's labels in one 68 kB string read in
    // three places, so the mock's chunk held it three times: 194 kB gzip instead of 129 kB
    // (bench/results/NOTES.md, 2026-12-01).
    rolldownOptions: {
      optimization: { inlineConst: false },
      output: { codeSplitting: firstScreen.codeSplitting },
    },
  },
})
