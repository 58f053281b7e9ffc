/// <reference types="msw/vite/client" />
/**
 * A team's page that already runs msw, for e2e/join.spec.ts: `?msw=` says which (`network`: msw
 * 3's `virtual:msw` from `msw/vite`; `worker`: the team's own `setupWorker()`; `none`: petstore's
 * own worker; `addon`: Storybook's loaders, `stories.ts`), `?join=0` starts petstore without
 * handing it over, `?sw=` names petstore's own worker script. The team's own handler answers
 * `/auth/me`; the page says how the mock started in `#state`, and sets `window.petstore`,
 * `window.team` and `window.changes` (what `onStoreChanged` reported) for the spec.
 */
import { http, HttpResponse } from 'msw'
import {
  mountHarnessPanel,
  startPetstoreWorker,
  type JoinableMsw,
  type PetstoreWorker,
  type StoreChange,
} from 'petstore-mock/browser'

const me = http.get('/auth/me', () => HttpResponse.json({ name: 'Ada' }))
const params = new URLSearchParams(location.search)
const joining = params.get('join') !== '0'

async function teamMsw(kind: string | null): Promise<JoinableMsw | undefined> {
  if (kind === 'network') {
    const { network } = await import('virtual:msw')
    network.configure({ handlers: [me] })
    await network.enable()
    return network
  }
  if (kind === 'worker') {
    const { setupWorker } = await import('msw/browser')
    const worker = setupWorker(me)
    await worker.start({ quiet: true, onUnhandledFrame: 'bypass' })
    return worker
  }
  return undefined
}

async function start(): Promise<PetstoreWorker<unknown>> {
  const team = await teamMsw(params.get('msw'))
  Object.assign(window, { team })
  const options = { persist: true, sync: true } as const
  if (team && joining) return startPetstoreWorker({ ...options, join: team })
  const sw = params.get('sw')
  const petstore = await startPetstoreWorker({ ...options, ...(sw && { serviceWorkerUrl: sw }) })
  // Petstore's own worker, and the team's handler on it.
  petstore.worker.use(me)
  return petstore
}

const state = document.querySelector('#state')!
if (params.get('msw') === 'addon') {
  const { runStory, stories } = await import('./stories')
  Object.assign(window, { runStory, stories })
  state.textContent = 'ready'
} else {
  startAndShow()
}

function startAndShow() {
  start().then(
    (petstore) => {
      const changes: StoreChange['reason'][] = []
      petstore.onStoreChanged((change) => changes.push(change.reason))
      Object.assign(window, { petstore, changes })
      mountHarnessPanel(petstore)
      state.textContent = 'started'
    },
    (error: unknown) => {
      state.textContent = `refused: ${(error as Error).message}`
    },
  )
}
