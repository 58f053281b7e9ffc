/**
 * The library's build (`npm run build`): dist/ emptied, then tsdown. With `--if-stale` (npm
 * pack's prepack), skipped when dist/ was built from the sources as they are
 * (scripts/built-from.ts): `npm test` builds first, and its `npm pack` packs that build instead of
 * making it again.
 *
 *   tsx scripts/build.ts [--if-stale]
 */
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildOnce } from './built-from'

const root = fileURLToPath(new URL('../', import.meta.url))

const LIBRARY = {
  name: 'library',
  // What tsdown reads: the sources, its config and the entries it lists, the TypeScript
  // settings, the contract, and the dependencies (by their lockfile).
  inputs: [
    'src',
    'tsdown.config.ts',
    'scripts/entries.ts',
    'tsconfig.json',
    'openapi.yaml',
    'package.json',
    'package-lock.json',
  ],
  output: 'dist/index.js',
}

async function build(): Promise<void> {
  rmSync(join(root, 'dist'), { recursive: true, force: true })
  const tsdown = spawnSync('npx', ['tsdown', '--log-level', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (tsdown.status !== 0) throw new Error(`tsdown failed (exit ${tsdown.status})`)
}

if (process.argv.includes('--if-stale')) {
  if (!(await buildOnce(LIBRARY, build))) console.error('dist/ is up to date: not built again')
} else {
  // A plain build always builds, and marks what it was built from.
  await buildOnce(LIBRARY, build, true)
}
