/**
 * `share()` and loading a shared state (`restore(text)`, the `state` option): what the state
 * text carries is gathered from the controller here, and a loaded one is checked whole
 * (`state.ts`, loaded on first use) before the store, the settings and the one-off replies
 * change, in one lifecycle replacement.
 */
import { scenarios } from '../factories/scenarios'
import type { Scenario } from '../factories/scenarios'
import type { ChaosSettings } from '../runtime/chaos-and-canned'
import { redactHeaders } from '../runtime/redact'
import type { NextResponses } from '../runtime/next-response'
import type { OneOffReply } from '../runtime/one-off-reply'
import type { OperationId } from '../contract/operations'
import type { ClockSetting } from './settings'
import type { StoreSnapshot } from '../db/types'
import { StoreSnapshotError } from '../db/snapshot'

/** What sharing reads from, and loading writes to, the controller. */
export interface ShareParts {
  seed: number
  snapshot(): Promise<StoreSnapshot>
  scenario(): { scenario: Scenario; size: number | undefined }
  chaos: ChaosSettings
  clock(): ClockSetting | undefined
  setClock(setting: ClockSetting | undefined): void
  oneOffs: NextResponses
  importStore(snapshot: StoreSnapshot): Promise<void>
}

/** The sharing of one controller. */
export function createSharing(parts: ShareParts) {
  return {
    async share(): Promise<string> {
      const { encodeState, API_NAME, PACKAGE_VERSION } = await import('./state')
      const store = await parts.snapshot()
      const { scenario, size } = parts.scenario()
      const name = Object.entries(scenarios).find(([, seeding]) => seeding === scenario)?.[0]
      const clock = parts.clock()
      return encodeState({
        package: PACKAGE_VERSION,
        api: API_NAME,
        seed: parts.seed,
        scenario: name ?? 'custom',
        size,
        latency: parts.chaos.latency,
        faultRate: parts.chaos.faultRate,
        // A clock given as a function cannot travel: the state then runs on real time.
        now:
          clock === undefined || typeof clock === 'function' ? null : new Date(clock).toISOString(),
        pending: parts.oneOffs.pending().map((p) => ({
          ...p,
          ...(p.headers && { headers: redactHeaders(p.headers) }),
        })),
        store: store as StoreSnapshot,
      })
    },
    /** Checks a state text whole, then loads it; run inside a lifecycle replacement. */
    async load(text: unknown): Promise<StoreSnapshot> {
      const { decodeState } = await import('./state')
      const state = await decodeState(text)
      // The state's one-offs replace those planned before it, unless it fails to load.
      const putBack = parts.oneOffs.setAside()
      const cancels: Array<() => void> = [putBack]
      state.pending.forEach((pending, i) => {
        const { operationId, ...reply } = pending
        try {
          cancels.push(
            parts.oneOffs.add(operationId as OperationId, reply as OneOffReply<OperationId>),
          )
        } catch (error) {
          for (const cancel of cancels.reverse()) cancel()
          throw new StoreSnapshotError([
            { path: `pending[${i}]`, message: (error as Error).message },
          ])
        }
      })
      try {
        await parts.importStore(state.store)
      } catch (error) {
        for (const cancel of cancels.reverse()) cancel()
        throw error
      }
      Object.assign(parts.chaos, { latency: state.latency, faultRate: state.faultRate })
      parts.setClock(state.now ?? undefined)
      return state.store
    },
  }
}
