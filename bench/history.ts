/**
 * What the store's history costs a write: the same updatePet through `petstore.fetch`, in the
 * same process and run, on a mock with the history on (the default, 1,000 writes) and one with
 * `historySize: 0`, in alternating rounds. Run alone with `npx tsx bench/history.ts`.
 */
import { createPetstore, type Petstore } from '../src/controller/petstore'
import { median } from './stats'

const BASE = 'http://bench.local/api/v1'
const HEADERS = { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' }

/** Mean ms per write with the history on and off, and their ratio (median over rounds). */
export interface HistoryCost {
  onMs: number
  offMs: number
  ratio: number
}

async function writes(petstore: Petstore, count: number, from: number): Promise<number> {
  const started = performance.now()
  for (let i = from; i < from + count; i++) {
    const body = JSON.stringify({
      name: `Renamed ${i % 50}`,
      categoryId: 1 + (i % 6),
      status: 'available',
    })
    const init = { method: 'PUT', headers: HEADERS, body }
    const response = await petstore.fetch(new Request(`${BASE}/pets/${1 + (i % 40)}`, init))
    if (response?.status !== 200) throw new Error(`updatePet answered ${response?.status}`)
  }
  return (performance.now() - started) / count
}

/**
 * Times `perRound` writes on each mock for `rounds` rounds (after a warm-up past the history's
 * bound, so it folds old writes as a long session does).
 *
 * @example
 * const { ratio } = await benchHistory(7, 500)
 */
export async function benchHistory(rounds: number, perRound: number): Promise<HistoryCost> {
  const on = createPetstore({ baseUrl: BASE })
  const off = createPetstore({ baseUrl: BASE, historySize: 0 })
  await Promise.all([on.ready, off.ready])
  await writes(on, 1200, 0)
  await writes(off, 1200, 0)
  const onMs: number[] = []
  const offMs: number[] = []
  const ratios: number[] = []
  for (let round = 0; round < rounds; round++) {
    const [first, second] = round % 2 === 0 ? [on, off] : [off, on]
    const a = await writes(first, perRound, round * perRound)
    const b = await writes(second, perRound, round * perRound)
    const [withHistory, without] = first === on ? [a, b] : [b, a]
    onMs.push(withHistory)
    offMs.push(without)
    ratios.push(withHistory / without)
  }
  return { onMs: median(onMs), offMs: median(offMs), ratio: median(ratios) }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cost = await benchHistory(21, 300)
  console.log(
    `a write (updatePet, in process): history on ${cost.onMs.toFixed(4)} ms, off ${cost.offMs.toFixed(4)} ms, ratio ${cost.ratio.toFixed(3)} (target ≤ 1.10)`,
  )
}
