/**
 * The arrange / assert API every controller carries (Node, the browser worker, Storybook, the
 * test kits): `given`, `scenario`, `nextResponse`, `reply`, the journal queries and the matcher
 * logic. It is environment-neutral; the Vitest, Jest and Playwright entries only bind it to their
 * runner (`expect.extend`, hooks). Built here without `reply`, which `createPetstore` adds.
 */
import type { Faker } from '@faker-js/faker'
import type { HttpHandler } from '../handlers/msw'
import type { OperationId } from '../contract/operations'
import type { Scenario, ScenarioName } from '../factories/scenarios'
import { loadCreateFaker } from '../factories/faker-loader'
import type { StoreReplacedReason } from '../runtime/lifecycle'
import type { PetstoreContext } from '../runtime/context'
import type { JournalEntry, RequestJournal } from '../runtime/journal'
import { createGiven, type Given, type GivenStore } from './arrange/given'
import type { NextResponses, OneOffReply } from '../runtime/next-response'
import type {
  ReplyOptions,
  ReplyResolver,
  UncheckedReply,
  UncheckedResolver,
} from './arrange/reply'
import { findRequests, type AnyRequestMatch, type RequestMatch } from './assert/match'
import {
  receivedOutcome,
  receivedTimesOutcome,
  type MatcherOutcome,
  type ReceivedArgs,
  type ReceivedTimesArgs,
} from './assert/matchers'

/** Arrange and assert without `reply`: what the core controller carries. */
export interface ArrangeAssertCore {
  /** Builders that store consistent records through the API's state rules. */
  readonly given: Given
  /**
   * Replaces the store with a named (or your own) scenario until the next reset; await it before
   * acting. `reset()` still goes back to the mock's own scenario.
   */
  scenario(scenario: ScenarioName | Scenario): Promise<void>
  /**
   * Answers only the next request to `operationId` with this reply (or only delays it), before
   * auth and the input checks. Returns a function that cancels the reply if it is still unused.
   * A reset forgets unused ones. Replies outside openapi.yaml are refused with a TypeError.
   */
  nextResponse<Id extends OperationId>(operationId: Id, reply: OneOffReply<Id>): () => void
  /** The journal entries that match, oldest first. */
  received<Id extends OperationId>(operationId: Id, match?: RequestMatch<Id>): JournalEntry[]
  /**
   * Whether the mock received a request matching `match`, as `{ pass, message }`, the shape
   * every runner's custom matchers return; on failure `message()` lists the closest requests and
   * how each differed.
   */
  hasReceived<Id extends OperationId>(operationId: Id, match?: RequestMatch<Id>): MatcherOutcome
  /** Whether the mock received exactly `times` requests matching `match`, as `{ pass, message }`. */
  hasReceivedTimes<Id extends OperationId>(
    operationId: Id,
    times: number,
    match?: RequestMatch<Id>,
  ): MatcherOutcome
}

/** Arrange and assert, on every controller. */
export interface ArrangeAssert extends ArrangeAssertCore {
  /**
   * An msw handler (for `server.use()`, `worker.use()`, Storybook's `parameters.msw`) that
   * answers requests to `operationId` with this reply, or with what the resolver returns
   * (`undefined` lets the operation answer). It answers in the operation's place, after latency,
   * faults, auth and the input checks; the answer is checked against openapi.yaml (a fixed reply
   * at once, with a TypeError), journalled and counted in coverage.
   */
  reply<Id extends OperationId>(
    operationId: Id,
    reply: OneOffReply<Id> | ReplyResolver<Id>,
    options?: ReplyOptions & { unchecked?: false },
  ): HttpHandler
  /** The same, sending answers openapi.yaml does not document; the journal lists their violations. */
  reply<Id extends OperationId>(
    operationId: Id,
    reply: UncheckedReply | UncheckedResolver<Id>,
    options: ReplyOptions & { unchecked: true },
  ): HttpHandler
}

/** What the arrange / assert API needs from the controller it is part of. */
export interface ArrangeAssertParts {
  store: GivenStore
  seed: number
  journal: RequestJournal
  context: PetstoreContext
  onStoreReplaced(listener: (reason: StoreReplacedReason) => void): () => void
  scenario(scenario: ScenarioName | Scenario): Promise<void>
  /** The controller's one-off replies (a shared state carries the pending ones). */
  oneOffs: NextResponses
}

/**
 * Builds the arrange / assert API of one controller, `reply` aside. A reset forgets unused one-offs and
 * reseeds `given`'s faker, so every test starts from the same store and builds the same names.
 */
export function createArrangeAssert(parts: ArrangeAssertParts): ArrangeAssertCore {
  const { journal, context, seed } = parts
  // Built on first use and reseeded lazily: a new Faker costs ~0.3 ms, and most tests never call
  // `given`, so a reset only marks it stale (reseeding in place yields the same sequence).
  let faker: Faker | undefined
  let stale = false
  const currentFaker = async (): Promise<Faker> => {
    // Loaded first, then checked and built in one step: two calls at once share one faker.
    const create = await loadCreateFaker()
    if (!faker) faker = create(seed)
    else if (stale) faker.seed(seed)
    stale = false
    return faker
  }
  const { oneOffs } = parts
  // First: a test's one-off answer is not delayed or replaced by a fault.
  context.hooks.unshift(oneOffs.hook)
  parts.onStoreReplaced((reason) => {
    if (reason !== 'reset') return
    oneOffs.clear()
    stale = true
  })

  return {
    given: createGiven(parts.store, currentFaker),
    scenario: parts.scenario,
    nextResponse: (operationId, reply) => oneOffs.add(operationId, reply),
    received: (operationId, match) =>
      findRequests(journal.entries, operationId, match as AnyRequestMatch),
    hasReceived: (operationId, match) =>
      receivedOutcome(journal, ...([operationId, match] as ReceivedArgs)),
    hasReceivedTimes: (operationId, times, match) =>
      receivedTimesOutcome(journal, ...([operationId, times, match] as ReceivedTimesArgs)),
  }
}
