/**
 * Replay from files: `fromHar(path)` and `fromSnapshot(path)` read the file here, in the Node
 * entry, and hand the parsed value to the environment-neutral builders. Every error names the
 * file and what is wrong with it.
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
 * The scenario of a HAR recording: a file path, or the parsed HAR object. The store is built
 * from the recorded responses (latest representation wins, deletes applied, lists add what they
 * show); `summary` lists every entry and record left out, and why.
 *
 * @example
 * const replay = fromHar('./staging.har')
 * const petstore = createPetstoreServer({ scenario: replay })
 * console.log(replay.summary.skipped)
 */
export function fromHar(harOrPath: string | object, options?: FromHarOptions): ReplayScenario {
  if (typeof harOrPath !== 'string') return harScenario(harOrPath, options)
  return harFrom(readJson(harOrPath, 'a HAR file'), harOrPath, options)
}

/**
 * The scenario of a store snapshot: a file path (what `capture`, `serve --data` and
 * `/__admin/export` write) or the parsed value. A snapshot that references missing records is
 * refused, naming the file and each problem.
 *
 * @example
 * const petstore = createPetstoreServer({ scenario: fromSnapshot('./staging.json') })
 */
export function fromSnapshot(fileOrSnapshot: string | object): ReplayScenario {
  if (typeof fileOrSnapshot !== 'string') return snapshotScenario(fileOrSnapshot)
  return snapshotFrom(readJson(fileOrSnapshot, 'a store snapshot'), fileOrSnapshot)
}

/** The scenario of a file of either kind: a HAR recording (`log.entries`) or a store snapshot. */
export function fromRecordingFile(file: string, options?: FromHarOptions): ReplayScenario {
  const value = readJson(file, 'a HAR file or a store snapshot')
  const isHar = typeof value === 'object' && value !== null && 'log' in value
  return isHar ? harFrom(value, file, options) : snapshotFrom(value, file)
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
