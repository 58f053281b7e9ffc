/**
 * The demo app: `npm start` serves it from demo/ with the mock in a service worker, and
 * `npm run build` writes a static copy to dist/ that works from any static host and path
 * (relative base, hash routes, the worker next to index.html).
 *
 * The demo is a consumer of the package: it imports `petstore-mock/browser`, `petstore-mock`
 * (types) and `petstore-mock/openapi.yaml`, and this config points those names at the
 * sources in this repository, so the demo always runs the code beside it, built or not.
 */
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { parse } from 'yaml'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** Imports of `.yaml` files become their parsed data, so the page never parses YAML. */
const yamlAsData: Plugin = {
  name: 'petstore-demo:yaml-as-data',
  transform(code, id) {
    if (!id.endsWith('.yaml')) return undefined
    return { code: `export default ${JSON.stringify(parse(code))}`, map: null }
  },
}

export default defineConfig({
  root: 'demo',
  base: './',
  publicDir: 'public',
  plugins: [yamlAsData],
  resolve: {
    alias: [
      { find: /^petstore-mock\/browser$/, replacement: here('./src/browser.ts') },
      { find: /^petstore-mock\/openapi\.yaml$/, replacement: here('./openapi.yaml') },
      { find: /^petstore-mock$/, replacement: here('./src/index.ts') },
    ],
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // The demo awaits the worker at the top level of its entry module.
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      onwarn(warning, warn) {
        // zod ships comments Rollup cannot place; harmless, and not ours to fix.
        if (warning.code === 'INVALID_ANNOTATION') return
        warn(warning)
      },
    },
  },
})
