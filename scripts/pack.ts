/**
 * One packed tarball of this repo for the suites that install it as a user would (consumer/ and
 * examples/frontend/): `npm pack` (its prepack builds dist/), or the tarball a parent script
 * already packed and named in `PETSTORE_PACKED`, so `npm test` builds and packs once.
 */
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const repo = fileURLToPath(new URL('../', import.meta.url))

/**
 * What `npm pack --json` says of the tarball, plus where it is.
 *
 * @example
 * const { path, unpackedSize } = await packTarball('/tmp/work')
 */
export interface PackResult {
  filename: string
  size: number
  unpackedSize: number
  entryCount: number
  /** The tarball's absolute path. */
  path: string
}

/** The variable that hands a tarball packed once to the suites a parent script runs. */
export const PACKED_ENV = 'PETSTORE_PACKED'

/**
 * Packs the repo into `destination` (prepack builds dist/ first).
 *
 * @example
 * const packed = await packTarball(mkdtempSync(join(tmpdir(), 'pack-')))
 * process.env[PACKED_ENV] = JSON.stringify(packed)
 */
export async function packTarball(destination: string): Promise<PackResult> {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['pack', '--json', '--pack-destination', destination],
    { cwd: repo, maxBuffer: 32 * 1024 * 1024 },
  )
  // prepack's own output may come first; the JSON array starts on a line of its own.
  const [packed] = JSON.parse(stdout.slice(stdout.search(/^\[/m))) as [Omit<PackResult, 'path'>]
  return { ...packed, path: join(destination, packed.filename) }
}

/**
 * The tarball a parent script packed, when it named one in `PETSTORE_PACKED`.
 *
 * @example
 * const packed = packedByParent() ?? (await packTarball(work))
 */
export function packedByParent(): PackResult | undefined {
  const value = process.env[PACKED_ENV]
  return value ? (JSON.parse(value) as PackResult) : undefined
}
