// The mock as the demo runs it: persisted in IndexedDB, shared between tabs (this one holds the
// store), with the harness panel mounted and open, so the journal draws every request. Query
// flags turn parts off, to see what each costs: ?panel=0, ?open=0, ?persist=0, ?sync=0.
import { mountHarnessPanel, startPetstoreWorker } from '../../src/entries/browser'
import { defaultHarnessChoices } from '../../src/entries/browser/harness/choices'
import { exposeRunner } from './page'

const off = (flag: string) => new URLSearchParams(location.search).get(flag) === '0'
const petstore = await startPetstoreWorker({
  onUnhandledRequest: 'bypass',
  persist: off('persist') ? false : { key: 'bench' },
  sync: !off('sync'),
})
if (!off('panel')) {
  const limit = Number(new URLSearchParams(location.search).get('limit') ?? 200)
  mountHarnessPanel(petstore, {
    choices: { ...defaultHarnessChoices, open: !off('open') },
    journalLimit: limit,
  })
}
// For probing by hand in the console: `await petstore.save()` times one save.
Object.assign(globalThis, { petstore })
exposeRunner()
