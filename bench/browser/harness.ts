// The mock as the demo runs it: persisted in IndexedDB, shared between tabs (this one holds the
// store), with the harness panel mounted and open, so the journal draws every request.
import { mountHarnessPanel, startPetstoreWorker } from '../../src/browser'
import { defaultHarnessChoices } from '../../src/browser/harness-choices'
import { exposeRunner } from './page'

const petstore = await startPetstoreWorker({
  onUnhandledRequest: 'bypass',
  persist: { key: 'bench' },
  sync: true,
})
mountHarnessPanel(petstore, { choices: { ...defaultHarnessChoices, open: true } })
exposeRunner()
