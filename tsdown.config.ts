/**
 * The library build: every public entry to ESM (`.js` + `.d.ts`) and CommonJS (`.cjs` +
 * `.d.cts`) in dist/, plus the CLI the bin runs. Why tsdown: see README, "Working on it".
 */
import { defineConfig, type UserConfig } from 'tsdown'
// With the extension: Node 24 loads this file with its own TypeScript loader, which refuses
// extensionless relative imports.
import { distName, packageEntries, type PackageSubpath } from './scripts/entries.ts'

const library = Object.fromEntries(
  (Object.keys(packageEntries) as PackageSubpath[]).map((subpath) => [
    distName(subpath),
    packageEntries[subpath],
  ]),
)

const shared = {
  outDir: 'dist',
  platform: 'node',
  target: 'node20.19',
  // Members tagged @internal (the pipeline's context, addHook, handle) stay out of the types.
  dts: { compilerOptions: { stripInternal: true } },
  // `.js` + `.d.ts` for ESM (the package is `type: module`), `.cjs` + `.d.cts` for CommonJS.
  fixedExtension: false,
  // Two builds write into one folder; `npm run build` empties it first.
  clean: false,
  // Peers the consumer installs with the runner they use; Playwright's re-exports would
  // otherwise pull its whole type tree into ours.
  // @msw/data is bundled: importing it loads all of es-toolkit/compat (hundreds of modules) for
  // three functions, which cost every test file ~200 ms of start-up. Its own dependencies are
  // declared as ours (docs/decisions/002-bundled-msw-data.md).
  deps: {
    neverBundle: [/^@?playwright(\/|$)/, /^@playwright\//],
    alwaysBundle: [/^@msw\/data(\/|$)/, /^es-toolkit(\/|$)/],
  },
  // The type bundler is slow by nature; a warning on every build helps nobody.
  inputOptions: { checks: { pluginTimings: false } },
  // JSDoc lives in the .d.ts files, where editors read it; a second copy in each JavaScript
  // build was a quarter of its bytes. Code is not minified, so stack traces stay readable.
  outputOptions: { comments: { jsdoc: false, legal: true, annotation: true } },
} satisfies UserConfig

/**
 * Drops the bare `import "node:module";` that rolldown's runtime helpers (platform node) leave in
 * the ES chunk holding them: the import is for their `require` shim, and stays when the shim goes
 * unused. That chunk is shared with the browser entries, so Vite and Storybook warned that they
 * externalized node:module for the browser. A bare import of a built-in does nothing.
 */
const dropBareNodeModuleImport = {
  name: 'petstore:drop-bare-node-module-import',
  generateBundle(_options: unknown, bundle: Record<string, { type: string; code?: string }>) {
    for (const file of Object.values(bundle))
      if (file.type === 'chunk') file.code = file.code?.replace(/^import "node:module";\n/m, '')
  },
}

// Dependencies and peers stay imports; the consumer's package manager installs them.
export default defineConfig([
  {
    ...shared,
    format: 'esm',
    // The CLI is ESM only: the bin imports it, nothing requires it. Its folder depth keeps
    // `../../../package.json` (the version it prints) pointing at the package root.
    entry: { ...library, 'entries/cli/main': 'src/entries/cli/main.ts' },
    plugins: [dropBareNodeModuleImport],
  },
  {
    ...shared,
    format: 'cjs',
    entry: library,
    // A dependency loaded on demand (msw's root entry, for the proxy's `bypass`) is required, as
    // the rest of this build is: an `import()` there would load msw's ES build beside the
    // CommonJS one msw/node already loaded, and Jest refuses `import()` without a flag.
    outputOptions: { ...shared.outputOptions, dynamicImportInCjs: false },
    // @faker-js/faker ships as ES modules only. Node 20.19+ loads it with require(); Jest's own
    // loader needs it compiled, as msw's `rettime` already does, so the README's Jest config
    // lists both instead of this build copying them.
  },
])
