/**
 * fast-check commands for model-based runs: each one calls the server, checks the answer against
 * what the model says the contract requires, applies the change to the model, then compares the
 * whole store with the model so a broken rule shows up at the step that broke it. The steps
 * themselves live in pet-steps.ts and order-steps.ts.
 */
import fc from 'fast-check'
import type { PetStatus } from './model'
import {
  CreateCategory,
  CreatePet,
  DeleteCategory,
  DeletePet,
  GuardedUpdatePet,
  ReadPet,
  UpdateCategory,
  UpdatePet,
} from './pet-steps'
import type { Command } from './steps'
import { CancelOrder, PlaceOrder, SetStock, UpdateOrder } from './order-steps'

export type { World } from './steps'

const pick = fc.nat({ max: 10_000 })
const categoryName = fc.constantFrom(
  'Dogs',
  'dogs',
  ' Dogs ',
  'Cats',
  'Birds',
  'Fish',
  'Ferrets',
  'FERRETS',
  'Snakes',
  'Snakes\u00A0',
  // The same name to a reader: a zero width space inside, and "é" written as e + U+0301.
  'Sna\u200Bkes',
  'Café',
  'Cafe\u0301',
)
const description = fc.option(fc.constantFrom('Loud.', 'Quiet.', ''), { nil: undefined })
// Names with spaces around them are stored trimmed (openapi.yaml), and compared so.
const petName = fc.constantFrom('Rex', 'Tom', 'Kit', 'Bo', 'Üla', '  Rex ')
const status = fc.option(fc.constantFrom<PetStatus>('available', 'pending', 'sold'), {
  nil: undefined,
})
// Small numbers keep stock near 0, where the interesting transitions are; the contract's
// 1,000,000 ceiling (stock plus open orders) has its own test in stateful.test.ts.
const stock = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 4 }) },
  { weight: 1, arbitrary: fc.integer({ min: 5, max: 1000 }) },
)
const quantity = fc.integer({ min: 1, max: 3 })
const shipDate = fc.constantFrom('2026-12-01T10:00:00.000Z', '2027-01-15T08:30:00+01:00')

/** Every command, weighted towards orders and stock, where the state machine lives. */
export function storeCommands(): Array<fc.Arbitrary<Command>> {
  const weighted = <T extends Command>(n: number, arb: fc.Arbitrary<T>) =>
    Array.from({ length: n }, () => arb as fc.Arbitrary<Command>)
  return [
    ...weighted(
      1,
      fc.tuple(categoryName, description).map(([n, d]) => new CreateCategory(n, d)),
    ),
    ...weighted(
      1,
      fc.tuple(pick, categoryName, description).map(([p, n, d]) => new UpdateCategory(p, n, d)),
    ),
    ...weighted(
      1,
      pick.map((p) => new DeleteCategory(p)),
    ),
    ...weighted(
      2,
      fc.tuple(petName, pick, status).map(([n, c, s]) => new CreatePet(n, c, s)),
    ),
    ...weighted(
      1,
      fc.tuple(pick, petName, pick, status).map(([p, n, c, s]) => new UpdatePet(p, n, c, s)),
    ),
    ...weighted(
      1,
      fc.tuple(pick, petName, pick, status).map(([p, n, c, s]) => new GuardedUpdatePet(p, n, c, s)),
    ),
    ...weighted(
      1,
      pick.map((p) => new DeletePet(p)),
    ),
    ...weighted(
      2,
      fc.tuple(pick, stock).map(([p, q]) => new SetStock(p, q)),
    ),
    ...weighted(
      4,
      fc.tuple(pick, quantity).map(([p, q]) => new PlaceOrder(p, q)),
    ),
    ...weighted(
      2,
      pick.map((p) => new UpdateOrder(p)),
    ),
    ...weighted(
      2,
      pick.map((p) => new CancelOrder(p)),
    ),
    ...weighted(
      1,
      fc.tuple(pick, shipDate).map(([p, d]) => new UpdateOrder(p, d)),
    ),
    ...weighted(
      1,
      pick.map((p) => new ReadPet(p)),
    ),
  ]
}
