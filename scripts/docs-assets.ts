/**
 * Puts what the docs site shows but does not write into docs/public/ before a build: the live demo
 * (the demo's static build, demo/dist, as `npm run build:demo` writes it and the e2e suite
 * serves it: scripts/demo-build.ts makes it once, under /demo/) and the screenshots the e2e suite
 * writes to e2e/screenshots/ (under /screenshots/). Both folders are copies, ignored by git;
 * `npm run docs:build` and `npm run docs:dev` run this first.
 */
import { cpSync, rmSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { buildDemo, DEMO_DIST } from './demo-build'

const root = fileURLToPath(new URL('../', import.meta.url))
const publicDir = `${root}docs/public`

// Copies the demo's build (made first unless up to date) to docs/public/demo; its relative base
// runs under any sub-path.
async function copyDemo(): Promise<void> {
  await buildDemo()
  rmSync(`${publicDir}/demo`, { recursive: true, force: true })
  cpSync(DEMO_DIST, `${publicDir}/demo`, { recursive: true })
}

// Copies e2e/screenshots/*.png to docs/public/screenshots.
function copyScreenshots(): void {
  rmSync(`${publicDir}/screenshots`, { recursive: true, force: true })
  cpSync(`${root}e2e/screenshots`, `${publicDir}/screenshots`, { recursive: true })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  copyScreenshots()
  if (!process.argv.includes('--no-demo')) await copyDemo()
}
