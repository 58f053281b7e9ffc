/**
 * Puts what the docs site shows but does not write into docs/public/ before a build: the live demo
 * (`vite build` of demo/, the same sources and config as `npm run build:demo`, under /demo/) and
 * the screenshots the e2e suite writes to e2e/screenshots/ (under /screenshots/). Both folders
 * are copies, ignored by git; `npm run docs:build` and `npm run docs:dev` run this first.
 */
import { cpSync, rmSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'

const root = fileURLToPath(new URL('../', import.meta.url))
const publicDir = `${root}docs/public`

/** Builds the demo into docs/public/demo: relative base, so it runs under any sub-path. */
export async function buildDemoInto(outDir = `${publicDir}/demo`): Promise<void> {
  await build({
    configFile: `${root}vite.config.ts`,
    logLevel: 'warn',
    // esbuild instead of terser: the same code a few seconds sooner, which keeps `npm test`
    // lean; the demo's weight is measured on `npm run build:demo`, not on this copy.
    build: { outDir, emptyOutDir: true, minify: 'esbuild' },
  })
}

/** Copies e2e/screenshots/*.png to docs/public/screenshots. */
export function copyScreenshots(): void {
  rmSync(`${publicDir}/screenshots`, { recursive: true, force: true })
  cpSync(`${root}e2e/screenshots`, `${publicDir}/screenshots`, { recursive: true })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  copyScreenshots()
  if (!process.argv.includes('--no-demo')) await buildDemoInto()
}
