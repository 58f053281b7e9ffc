/**
 * What every model-based step shares: the world it acts on, how it picks ids (live, deleted, or
 * one that never existed), and how it compares the server's answer and store with the model.
 */
import type fc from 'fast-check'
import type { ApiClient } from './client'
import type { Expected, ModelPet, StoreModel } from './model'
import { listStore, storeDifferences } from './model-check'

/** What the commands act on. */
export interface World {
  api: ApiClient
  /** Steps run so far, for the report. */
  steps: number
}

/** One fast-check command over the store model and the world. */
export type Command = fc.AsyncCommand<StoreModel, World>

/** An id that no run creates: ids count up from 1. */
export const NEVER_ID = 987_654

/** The n-th candidate among live ids, deleted ids and NEVER_ID. */
export function pickFrom(live: Iterable<number>, gone: Iterable<number>, n: number): number {
  const candidates = [...live, ...gone, NEVER_ID]
  return candidates[n % candidates.length] as number
}

/** Throws when the answer's status (and code) differ from what the model expects. */
export function expectAnswer(
  step: string,
  answer: { status: number; code: string | undefined; body: unknown },
  expected: Expected,
): void {
  if (
    answer.status !== expected.status ||
    (expected.code !== undefined && answer.code !== expected.code)
  ) {
    throw new Error(
      `${step}: the contract requires ${expected.status}${expected.code ? ` ${expected.code}` : ''}, the server answered ${answer.status}${answer.code ? ` ${answer.code}` : ''}: ${JSON.stringify(answer.body)}`,
    )
  }
}

/** Throws when two JSON values differ. */
export function expectSame(step: string, actual: unknown, expected: unknown): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(
      `${step}: got ${JSON.stringify(actual)}, the model has ${JSON.stringify(expected)}`,
    )
  }
}

/** Counts the step and compares the whole store with the model. */
export async function verify(
  step: string,
  model: StoreModel,
  world: World,
  also: { categories: boolean; orders: boolean },
): Promise<void> {
  world.steps++
  const differences = storeDifferences(model, await listStore(world.api, also))
  if (differences.length > 0) throw new Error(`after ${step}:\n  - ${differences.join('\n  - ')}`)
}

/** A model pet as the API shows it (stock lives in the inventory). */
export function petView(pet: ModelPet): Omit<ModelPet, 'stock'> {
  return { id: pet.id, name: pet.name, categoryId: pet.categoryId, status: pet.status }
}

/** A command that always applies; subclasses say what they send and check. */
export abstract class Step implements Command {
  check(): boolean {
    return true
  }
  abstract run(model: StoreModel, world: World): Promise<void>
  abstract toString(): string
}
