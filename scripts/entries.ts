/**
 * The package's public entries, in one place: the build (tsdown.config.ts) compiles each source
 * file to dist/, package.json's `exports` points each subpath at what the build writes, and this
 * repo's own suites (tsc, Vitest, Vite, Playwright) resolve each subpath to its source through
 * aliases built from this table. scripts/entries.test.ts fails when any of them drift.
 */

/**
 * Each public subpath of `petstore-mock` and the source file it is built from.
 *
 * @example
 * packageEntries['./node'] // 'src/entries/node/index.ts'
 */
export const packageEntries = {
  '.': 'src/entries/index.ts',
  './node': 'src/entries/node/index.ts',
  './browser': 'src/entries/browser/index.ts',
  './vitest': 'src/entries/vitest/index.ts',
  './vitest-browser': 'src/entries/browser/vitest/index.ts',
  './jest': 'src/entries/jest/index.ts',
  './jest-coverage': 'src/entries/jest/coverage.ts',
  './playwright': 'src/entries/playwright/index.ts',
  './storybook': 'src/entries/browser/storybook/index.ts',
  './http': 'src/entries/http/index.ts',
  './conformance': 'src/conformance/index.ts',
  './next': 'src/entries/next/index.ts',
  './next-client': 'src/entries/browser/next/index.ts',
  './vite': 'src/entries/vite/index.ts',
  './angular': 'src/entries/angular/index.ts',
} as const

/** A public subpath, such as `'./node'`. */
export type PackageSubpath = keyof typeof packageEntries

/**
 * The file name (without extension) the build gives an entry in dist/: `index`, `node`, …
 *
 * @example
 * distName('./http') // 'http'
 * distName('.') // 'index'
 */
export function distName(subpath: PackageSubpath): string {
  return subpath === '.' ? 'index' : subpath.slice(2)
}

/**
 * The import specifier a consumer writes for an entry.
 *
 * @example
 * specifier('./vitest') // 'petstore-mock/vitest'
 */
export function specifier(subpath: PackageSubpath): string {
  return subpath === '.' ? 'petstore-mock' : `petstore-mock/${subpath.slice(2)}`
}

/**
 * Vite/Vitest aliases that resolve every entry of this package to its source, so the repo's own
 * suites and the demo run without a build. Exact matches only: `petstore-mock/node` must not
 * catch `petstore-mock/nodefoo`.
 *
 * @example
 * defineConfig({ resolve: { alias: sourceAliases(import.meta.dirname) } })
 */
export function sourceAliases(root: string): { find: RegExp; replacement: string }[] {
  const entries = (Object.keys(packageEntries) as PackageSubpath[]).map((subpath) => ({
    find: new RegExp(`^${specifier(subpath).replace('/', '\\/')}$`),
    replacement: `${root}/${packageEntries[subpath]}`,
  }))
  // The contract is exported as a file, not built.
  return [
    ...entries,
    { find: /^petstore-mock\/openapi\.yaml$/, replacement: `${root}/openapi.yaml` },
  ]
}
