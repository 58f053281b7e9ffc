// The mock as an app would start it, at the default demo size.
import { startPetstoreWorker } from '../../src/entries/browser'
import { exposeRunner } from './page'

await startPetstoreWorker({ onUnhandledRequest: 'bypass' })
exposeRunner()
