/**
 * `serve --scenario-from <file>`: the store replayed from a HAR recording or a store snapshot.
 * The CLI imports this module only when the option is given, so a plain `serve` starts without
 * the replay builders.
 */
import { describeReplay, ReplayError, type ReplayScenario } from '../../factories/replay'
import { fromFile } from '../node/replay-files'

const CLI_ADVICE =
  'Record the app while it talks to the API under /api/v1 (the path --scenario-from replays; from code, fromHar(har, { baseUrl }) takes another)'

/** A replay read from its file, with the lines that tell what it holds. */
export interface LoadedReplay {
  scenario: ReplayScenario
  lines: string[]
}

/**
 * Reads the file; on a file that cannot be replayed, says why through `err` and returns
 * undefined.
 */
export function loadReplay(path: string, err: (line: string) => void): LoadedReplay | undefined {
  try {
    const scenario = fromFile(path)
    return { scenario, lines: describeReplay(scenario.summary) }
  } catch (error) {
    if (!(error instanceof ReplayError)) throw error
    // The library's advice names fromHar's options, which the CLI has no flag for.
    const advice = error.advice === undefined ? '' : `. ${CLI_ADVICE}`
    err(`petstore-mock: ${error.reason}${advice}. Nothing was started.`)
    return undefined
  }
}
