/**
 * `serve --state <file>`: a shared state (`petstore.share()`'s text, or the harness's file) to
 * start from. It brings its own store and scenario, so no other flag may pick one.
 */
import { readFileSync } from 'node:fs'
import { decodeState } from '../../controller/state'

/** What is wrong with `--state` beside the other flags, or undefined. */
export function stateFileProblem(
  file: string | undefined,
  values: Record<string, unknown>,
): string | undefined {
  if (file === undefined) return undefined
  const other = ['scenario', 'pets', 'scenario-from', 'data'].find((f) => values[f] !== undefined)
  if (other) return `--state brings its own store; drop --${other}.`
  return file.trim() === '' ? '--state must name a state file.' : undefined
}

/** The state file's text, or a sentence saying why it cannot be read. */
export function readStateFile(file: string): { text: string } | { problem: string } {
  try {
    return { text: readFileSync(file, 'utf8') }
  } catch (error) {
    return { problem: `state file ${file} cannot be read (${(error as Error).message}).` }
  }
}

/** What `serve` says it loaded, once the state is served: the file, its store's size and seed. */
export async function loadedStateLine(file: string, text: string): Promise<string> {
  const state = await decodeState(text)
  const { pets, categories, orders } = state.store
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  return `State loaded from ${file}: ${plural(pets.length, 'pet', 'pets')}, ${plural(
    categories.length,
    'category',
    'categories',
  )}, ${plural(orders.length, 'order', 'orders')} (scenario ${state.scenario}, seed ${state.seed}).`
}
