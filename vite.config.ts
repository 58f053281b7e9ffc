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

const preloadMock: Plugin = {
  name: 'petstore-demo:preload-mock',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      // Found by the modules it holds, not by its facade: the entry shares its chunk with modules
      // faker's chunk reads back, so it need not be the facade (a check on that once found
      // nothing, and the chunk began to download only once the app's entry had run).
      const mock = Object.values(context.bundle ?? {}).find(
        (file): file is Rollup.OutputChunk =>
          file.type === 'chunk' &&
          file.isDynamicEntry &&
          file.moduleIds.some((id) => MOCK_MODULES.some((end) => id.endsWith(end))),
      )
      if (!mock) throw new Error('preload-mock: no chunk holds src/entries/browser/index.ts')
      return [mock.fileName, ...mock.imports]
        .filter((file) => !html.includes(`./${file}"`))
        .map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` },
          injectTo: 'head' as const,
        }))
    },
  },
}

export default defineConfig({
  root: 'demo',
  base: './',
  publicDir: 'public',
  plugins: [yamlAsData, preloadMock],
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
    rolldownOptions: { optimization: { inlineConst: false } },
  },
})
