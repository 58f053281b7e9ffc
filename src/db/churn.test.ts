/**
 * The heap is flat under create/delete churn through the public db: ids are never reused, so
 * every structure keyed by id (the tables' shards and key index, the history's folded writes)
 * must let go of what a deleted record left. Measured as retained heap after a full GC.
 */
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { expect, it } from 'vitest'
import { createPetstoreCore } from '../controller/core'

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

function retained(): number {
  gc()
  gc()
  return process.memoryUsage().heapUsed
}

it('retains no memory per create and delete, with the history and journal at their caps', async () => {
  const petstore = createPetstoreCore({ historySize: 200, journalSize: 50 })
  await petstore.ready
  const cycles = async (count: number) => {
    for (let i = 0; i < count; i++) {
      const pet = await petstore.db.createPet({ name: `Churn ${i}`, categoryId: 1 })
      await petstore.db.deletePet(pet.id)
    }
  }
  await cycles(2_000)
  const before = retained()
  await cycles(12_000)
  const perCycle = (retained() - before) / 12_000
  // Was 145 bytes a cycle (history folds, emptied shards and blocks); what is left is the
  // shard list's length, 8 bytes per 32 ids.
  expect(perCycle).toBeLessThan(16)
}, 120_000)
