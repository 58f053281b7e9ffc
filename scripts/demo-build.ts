/**
 * The demo's static build, made once for everything that serves it: `npm run docs:build` copies
 * it into the site and the e2e suite serves it, both from demo/dist (`vite build` of demo/, the
 * build `npm run build:demo` writes). A build is skipped when demo/dist was built from these very
 * sources: a digest of what the build reads is kept beside it, so in `npm test` the docs build
 * makes it and the e2e suite reuses it, and an edit to any of those files builds it again.
 *
 *   tsx scripts/demo-build.ts
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'

const root = fileURLToPath(new URL('../', import.meta.url))

/** Where the build goes (vite.config.ts's outDir, under demo/). */
export const DEMO_DIST = join(root, 'demo/dist')

// Outside demo/dist, so neither the docs site nor a static host ships it.
const STAMP = join(root, 'node_modules/.cache/petstore-demo/dist.sha256')

// What the build reads: the demo, the package's sources it aliases to, the contract, the config
// and the installed dependencies (by their lockfile).
const INPUTS = [
  'demo',
  'src',
  'vite.config.ts',
  'scripts/entries.ts',
  'openapi.yaml',
  'package.json',
  'package-lock.json',
]

function filesOf(path: string): string[] {
  const full = join(root, path)
  if (!existsSync(full)) return []
  if (!statSync(full).isDirectory()) return [path]
  return readdirSync(full)
    .filter((name) => !(path === 'demo' && name === 'dist'))
    .flatMap((name) => filesOf(`${path}/${name}`))
}

// A digest of every file the demo's build reads, names and contents.
function sourceDigest(): string {
  const hash = createHash('sha256')
  for (const file of INPUTS.flatMap(filesOf).sort()) {
    hash.update(`${file}\0`)
    hash.update(readFileSync(join(root, file)))
    hash.update('\0')
  }
  return hash.digest('hex')
}

/**
 * Builds the demo into demo/dist unless it was built from the sources as they are; returns
 * whether it built.
 *
 * @example
 * await buildDemo()
 */
export async function buildDemo(): Promise<boolean> {
  const digest = sourceDigest()
  const built = existsSync(STAMP) ? readFileSync(STAMP, 'utf8') : ''
  if (built === digest && existsSync(join(DEMO_DIST, 'index.html'))) return false
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' })
  mkdirSync(join(STAMP, '..'), { recursive: true })
  writeFileSync(STAMP, digest)
  return true
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now()
  const built = await buildDemo()
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    built ? `demo built in ${seconds} s` : `demo/dist is up to date (checked in ${seconds} s)`,
  )
}
