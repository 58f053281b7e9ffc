/**
 * The browser entry: the mock inside a service worker, for apps in development and for demos
 * with no backend. Only this entry (and src/entries/browser/) imports msw/browser. It builds on the
 * core's object and options (a request transform for the API-key override, an observer that
 * saves a write before it is answered, a route that sends a follower tab's requests to the tab
 * holding the store, the lifecycle's restore and store events). Its object is a new one built
 * with `extendPetstore`: `reset` and `setScenario` there send the command to the tab holding the
 * store (it runs the core's own), and the core's object is never changed. With `sync`, one tab
 * holds the store and the others send it their requests (`tabs/link.ts`); with `persist`, the
 * store is kept in IndexedDB (`persistence/durable.ts`).
 */
import { isWriteMethod } from '../../contract/operations'
import {
  createPetstore,
  extendPetstore,
  type Petstore,
  type PetstoreExtensions,
} from '../../controller/petstore'
import { withApiKey } from './api-key'
import { attachDurableStore, type DurableStore } from './persistence/durable'
import { openSavedStore } from './persistence/saved'
import { sunsetClock } from './sunset-clock'
import { joinTabs, tabSyncMissing, type TabLink } from './tabs/link'
import { FORWARDED_HEADER, NOTHING_TO_REDO, type SharedSettings } from './tabs/protocol'
import { createTabOrigins, isFromOtherTab, type TabOrigins } from './tabs/origin'
import type { PetstoreWorker, PetstoreWorkerOptions } from './types'
import { createWorkerStatus, type WorkerStatusCell } from './worker-status'
import type { SetupWorker } from 'msw/browser'
import { devLog } from '../../base/log'
import { checkJoin, type JoinableMsw } from './join'
import { anotherMswInPage, OTHER_MSW_MESSAGE } from './other-msw'
import { joinedMsw, ownWorker } from './page-msw'
import { storeChanges } from './store-changes'

/**
 * Starts the Petstore mock in a service worker, or on the msw the page already runs (`join`),
 * and resolves once requests reach it and the store is seeded (or restored, or held by another
 * tab). Without `join`, a page where another msw runs is refused with a message naming `join`.
 *
 * @example
 * const petstore = await startPetstoreWorker({ persist: true, sync: true })
 * const res = await fetch('/api/v1/pets', {
 *   headers: { Authorization: 'Bearer petstore-demo-key' },
 * })
 * await petstore.reset()
 * @example
 * // The team's msw 3 network (msw/vite), with its own handlers for other APIs:
 * import { network } from 'virtual:msw'
 * network.configure({ handlers })
 * await network.enable()
 * const petstore = await startPetstoreWorker({ join: network, persist: true })
 */
export async function startPetstoreWorker<Msw extends JoinableMsw>(
  options: PetstoreWorkerOptions & { join: Msw },
): Promise<PetstoreWorker<Msw>>
export async function startPetstoreWorker(
  options?: PetstoreWorkerOptions & { join?: undefined },
): Promise<PetstoreWorker>
export async function startPetstoreWorker(
  options?: PetstoreWorkerOptions,
): Promise<PetstoreWorker<SetupWorker | JoinableMsw>>
export async function startPetstoreWorker(
  options: PetstoreWorkerOptions = {},
): Promise<PetstoreWorker<unknown>> {
  const {
    persist,
    sync,
    serviceWorkerUrl,
    onUnhandledRequest,
    logRequests,
    stateFromLink,
    join,
    ...mockOptions
  } = options
  const own = { serviceWorkerUrl, onUnhandledRequest, logRequests }
  const joined = join === undefined ? undefined : checkJoin(join, own)
  const baseUrl = mockOptions.baseUrl ?? new URL('/api/v1', location.origin).href
  const held: HeldParts = {}
  // Which journal entries are another tab's requests (the harness marks them, an app can
  // offer to reload what another tab changed).
  const origins = createTabOrigins(() => status.value.tab !== 'follower')
  const petstore = createPetstore(
    { ...mockOptions, baseUrl },
    workerExtensions(sync, held, origins),
  )
  petstore.requests.subscribe(origins.note)
  // Refused once the options are checked, before anything starts: no worker, channel, lock or
  // database to undo.
  if (!joined && anotherMswInPage()) throw new Error(OTHER_MSW_MESSAGE)
  const name = (typeof persist === 'object' ? persist.key : undefined) ?? `petstore-mock:${baseUrl}`
  const missing = sync ? tabSyncMissing() : undefined
  const status = createWorkerStatus({
    tab: sync && !missing ? 'electing' : 'off',
    ...(missing && { syncNote: `Sync off: this tab keeps its own store (${missing}).` }),
    persist: persist ? 'loading' : 'off',
  })
  if (missing) devLog.warn(`${status.value.syncNote}`)
  const saved = persist ? openSavedStore(name) : undefined
  // Runs when this tab takes the store (at once without sync): from here on it saves it.
  const hold = async () => {
    if (!saved) return status.set({ persist: 'off' })
    held.durable = attachDurableStore(petstore, { saved, status })
    await held.durable.load()
  }
  const applySettings = (settings: SharedSettings) => {
    petstore.configure({ latency: settings.latency, faultRate: settings.faultRate })
    petstore.setNow(sunsetClock(settings.clock))
  }
  if (sync && !missing) {
    held.link = joinTabs({ name, petstore, status, takeOver: hold, applySettings })
  }
  const { link } = held
  const msw = joined ? joinedMsw(joined, petstore.handlers) : ownWorker(petstore.handlers, own)
  const stop = () => {
    held.durable?.detach()
    link?.close()
  }
  try {
    await msw.start()
    await petstore.ready
    await (link ? link.settled : hold())
    if (stateFromLink) {
      await loadLinkedState(petstore, link, stateFromLink === true ? location.href : stateFromLink)
    }
  } catch (error) {
    // A failed start undoes all it began: no handler of the mock is left answering (a store
    // half set up would answer 500s), no channel, lock or database is left open.
    msw.stop()
    stop()
    saved?.close()
    throw error
  }

  return extendPetstore(petstore, {
    worker: msw.worker,
    status,
    stop() {
      stop()
      msw.stop()
    },
    setApiKeyOverride(key: string | null | undefined) {
      held.keyOverride = key
    },
    get apiKeyOverride() {
      return held.keyOverride
    },
    async save() {
      await held.durable?.settled()
    },
    ...sharedCommands(petstore, link, status, applySettings),
    ...storeChanges(petstore, isFromOtherTab),
    fromOtherTab: isFromOtherTab,
  })
}

// What the worker's extensions and methods reach once the tab has it: the key choice, the durable
// layer (once this tab holds the store) and the link to the other tabs.
interface HeldParts {
  keyOverride?: string | null
  durable?: DurableStore
  link?: TabLink
}

function workerExtensions(
  sync: boolean | undefined,
  held: HeldParts,
  origins: TabOrigins,
): PetstoreExtensions {
  return {
    // In a tab that does not hold the store, the request goes to the tab that does, with this
    // tab's key choice applied; the tab holding it serves it here (its body left unread).
    ...(sync && {
      route: async (request: Request) => {
        origins.expect(request, false)
        const answer = await held.link?.route(request, (forwarded) =>
          withApiKey(forwarded, held.keyOverride),
        )
        if (!answer) origins.forget(request, false)
        return answer
      },
    }),
    // A request another tab forwarded already carries that tab's key choice.
    transformRequest: (request) =>
      request.headers.has(FORWARDED_HEADER) ? request : withApiKey(request, held.keyOverride),
    // A write is answered once IndexedDB has it: a tab that goes away loses nothing it confirmed.
    observe: async (request, answer) => {
      if (request.headers.has(FORWARDED_HEADER)) origins.expect(request, true)
      const response = await answer()
      if (held.durable && response.ok && isWriteMethod(request.method)) await held.durable.commit()
      return response
    },
  }
}

// The store is shared: a reset, reseed or rewind asked in any tab runs where the store is held
// (the other tabs get the store it left), and settings reach every tab.
function sharedCommands(
  petstore: Petstore,
  link: TabLink | undefined,
  status: WorkerStatusCell,
  applySettings: (settings: SharedSettings) => void,
) {
  return {
    reset: () => (link ? link.control({ op: 'reset' }) : petstore.reset()),
    rewind: (seq: number) => (link ? link.control({ op: 'rewind', seq }) : petstore.rewind(seq)),
    redo: () => (link ? redoIn(link) : petstore.redo()),
    setScenario: (scenario: Parameters<Petstore['setScenario']>[0], size?: number) => {
      if (!link || status.value.tab === 'leader') return petstore.setScenario(scenario, size)
      if (typeof scenario === 'function') {
        const why = 'a scenario function cannot reach the tab holding the store; pass its name'
        return Promise.reject(new TypeError(`setScenario: ${why}`))
      }
      return link.control({ op: 'scenario', scenario, ...(size !== undefined && { size }) })
    },
    shareSettings: (settings: SharedSettings) =>
      link ? link.shareSettings(settings) : applySettings(settings),
    onSharedSettings: (listener: (settings: SharedSettings) => void) =>
      link ? link.onSettings(listener) : () => undefined,
  }
}

// The state of a share link in this page's address, loaded where the store is held.
async function loadLinkedState(
  petstore: Petstore,
  link: TabLink | undefined,
  address: string,
): Promise<void> {
  const at = address.indexOf('#petstore-state=')
  if (at === -1) return
  const state = address.slice(at)
  try {
    await (link ? link.control({ op: 'state', state }) : petstore.restore(state))
  } catch (error) {
    // The app still starts, on the store it had: the link is what is wrong, and says why.
    return devLog.warn(`the share link's state was not loaded: ${(error as Error).message}`)
  }
  // Loaded once: a reload carries on from the store, not from the link again. The app's own
  // route before the state (`#/pets?sort=-id#petstore-state=…`) stays in the address.
  const here = location.href.indexOf('#petstore-state=')
  if (here !== -1) history.replaceState(history.state, '', location.href.slice(0, here))
}

function redoIn(link: TabLink): Promise<boolean> {
  return link.control({ op: 'redo' }).then(
    () => true,
    (error: unknown) => {
      if ((error as Error).message === NOTHING_TO_REDO) return false
      throw error
    },
  )
}

export type { PetstoreOptions } from '../../controller/petstore'
export type { PetstoreWorker, PetstoreWorkerOptions } from './types'
export type { JoinableMsw } from './join'
export type { StoreChange } from './store-changes'
export { mountHarnessPanel } from './harness/panel'
export { loadHarnessChoices, harnessOptions } from './harness/choices'
