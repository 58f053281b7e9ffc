/**
 * Whether a build's output was made from the sources as they are now: a digest of the files a
 * build reads is kept beside the output (under node_modules/.cache, so nothing ships it), and a
 * build that finds its digest unchanged is skipped. `npm test` builds the library and the demo
 * once each this way, however many steps ask for them (scripts/build.ts, scripts/demo-build.ts).
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../', import.meta.url))

/** A build's name (its stamp's file name) and the files and folders it reads. */
export interface BuildInputs {
  name: string
  /** Paths relative to the repository; folders are read whole. */
  inputs: readonly string[]
  /** Folders inside `inputs` not read (the build's own output). */
  skip?: readonly string[]
  /** A file the output has whenever it is whole. */
  output: string
}

const stampOf = (build: BuildInputs) =>
  join(root, `node_modules/.cache/petstore-builds/${build.name}.sha256`)

function filesOf(path: string, skip: readonly string[]): string[] {
  const full = join(root, path)
  if (!existsSync(full) || skip.includes(path)) return []
  if (!statSync(full).isDirectory()) return [path]
  return readdirSync(full).flatMap((name) => filesOf(`${path}/${name}`, skip))
}

function digest(build: BuildInputs): string {
  const hash = createHash('sha256')
  for (const file of build.inputs.flatMap((path) => filesOf(path, build.skip ?? [])).sort()) {
    hash.update(`${file}\0`)
    hash.update(readFileSync(join(root, file)))
    hash.update('\0')
  }
  return hash.digest('hex')
}

/**
 * Runs `make` unless the output was made from the inputs as they are (or `always`), then marks
 * it made from them; returns whether it ran.
 *
 * @example
 * await buildOnce(DEMO, () => build({ configFile: 'vite.config.ts' }))
 */
export async function buildOnce(
  build: BuildInputs,
  make: () => Promise<void>,
  always = false,
): Promise<boolean> {
  const now = digest(build)
  const stamp = stampOf(build)
  const made = existsSync(stamp) ? readFileSync(stamp, 'utf8') : ''
  if (!always && made === now && existsSync(join(root, build.output))) return false
  await make()
  mkdirSync(join(stamp, '..'), { recursive: true })
  writeFileSync(stamp, now)
  return true
}
