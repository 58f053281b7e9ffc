/**
 * Replay from files: `fromFile(path)` reads a HAR recording or a store snapshot here, in the Node
 * entry, and hands the parsed value to the environment-neutral builders, which this entry
 * exports with the root's signature. Every error names the file and what is wrong with it.
 */
import { readFileSync } from 'node:fs'
import { StoreSnapshotError } from '../../db/snapshot'
import { fromHar as harScenario, type FromHarOptions } from '../../factories/from-har'
import {
  fromSnapshot as snapshotScenario,
  ReplayError,
  type ReplayScenario,
} from '../../factories/replay'
import { JsonDepthError, jsonProblem, parseJson } from '../../base/json'

/**
 * The scenario of a file: a HAR recording (`log.entries`; `options.baseUrl` says where the API
 * lives in it) or a store snapshot (what `capture`, `serve --data` and `/__admin/export` write),
 * told apart by what it holds. The store is built as `fromHar` and `fromSnapshot` build it;
 * `summary` lists every entry and record left out, and why. Errors name the file.
 *
 * @example
 * const replay = fromFile('./staging.har')
 * const petstore = createPetstoreServer({ scenario: replay })
 * console.log(replay.summary.skipped)
 */
export function fromFile(path: string, options?: FromHarOptions): ReplayScenario {
  const value = readJson(path, 'a HAR file or a store snapshot')
  const isHar = typeof value === 'object' && value !== null && 'log' in value
  return isHar ? harFrom(value, path, options) : snapshotFrom(value, path)
}

/**
 * @deprecated A path: `fromFile(path, options)` reads it; this overload goes in 0.3.0.
 */
export function fromHar(path: string, options?: FromHarOptions): ReplayScenario
/**
 * The scenario of a parsed HAR recording, as `petstore-mock`'s `fromHar` builds it.
 *
 * @example
 * const replay = fromHar(JSON.parse(readFileSync('./staging.har', 'utf8')))
 */
export function fromHar(har: unknown, options?: FromHarOptions): ReplayScenario
export function fromHar(har: unknown, options?: FromHarOptions): ReplayScenario {
  if (typeof har !== 'string') return harScenario(har, options)
  return harFrom(readJson(har, 'a HAR file'), har, options)
}

/**
 * @deprecated A path: `fromFile(path)` reads it; this overload goes in 0.3.0.
 */
export function fromSnapshot(path: string): ReplayScenario
/**
 * The scenario of a parsed store snapshot, as `petstore-mock`'s `fromSnapshot` builds it.
 *
 * @example
 * const petstore = createPetstoreServer({ scenario: fromSnapshot(await petstore.snapshot()) })
 */
export function fromSnapshot(snapshot: unknown): ReplayScenario
export function fromSnapshot(snapshot: unknown): ReplayScenario {
  if (typeof snapshot !== 'string') return snapshotScenario(snapshot)
  return snapshotFrom(readJson(snapshot, 'a store snapshot'), snapshot)
}

function harFrom(har: unknown, file: string, options?: FromHarOptions): ReplayScenario {
  try {
    return harScenario(har, options)
  } catch (error) {
    if (error instanceof ReplayError) {
      throw new ReplayError(`${file} ${error.reason}`, error.advice)
    }
    throw error
  }
}

function snapshotFrom(value: unknown, file: string): ReplayScenario {
  try {
    return snapshotScenario(value)
  } catch (error) {
    if (!(error instanceof StoreSnapshotError)) throw error
    const problems = error.problems.slice(0, 3).map((p) => `${p.path} ${p.message}`)
    const more = error.problems.length > 3 ? `; and ${error.problems.length - 3} more` : ''
    throw new ReplayError(
      `${file} is not a store snapshot this version can load: ${problems.join('; ')}${more}`,
    )
  }
}

function readJson(file: string, what: string): unknown {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    const why =
      code === 'ENOENT' ? 'does not exist' : `cannot be read (${(error as Error).message})`
    throw new ReplayError(`${file} ${why}`)
  }
  try {
    return parseJson(text)
  } catch (error) {
    if (error instanceof JsonDepthError) throw new ReplayError(`${file} is ${error.message}`)
    throw new ReplayError(`${file} is not ${what}: ${jsonProblem(error)}`)
  }
}
