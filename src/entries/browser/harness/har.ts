/**
 * The harness's file buttons. "Download HAR" saves the journal as a HAR 1.2 file (for DevTools
 * or a bug report); "Load HAR" rebuilds a store from what a HAR's responses showed, which is
 * only what went over the wire (records the app never read are not in it), so it asks first and
 * says so. "Save store" and "Load store" carry the whole store (the snapshot) for a round trip
 * that loses nothing. Every load replaces the store shared by every tab, so each asks first, as
 * Reset does, and says what it built and what it left out.
 */
import { fromHar } from '../../../factories/from-har'
import { describeReplay, fromSnapshot } from '../../../factories/replay'
import type { PetstoreWorker } from '../types'
import { h } from './dom'
import { jsonProblem, parseJson } from '../../../base/json'

/** The buttons and the line that reports on a load. */
export interface HarActions {
  buttons: HTMLElement[]
  notice: HTMLElement
}

const HAR_QUESTION =
  'Replace the store, in every tab, with what this HAR file shows? A HAR holds only what went over the wire: records the app never read are left out. For a whole store, use Save store and Load store.'
const STORE_QUESTION = 'Replace the store, in every tab, with this saved store?'

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  h('a', { href: url, download: name }).click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

const stamp = () => new Date().toISOString().slice(0, 19).replace(/:/g, '-')

/**
 * Creates the file buttons of one panel. `busy` runs a store change with the panel's controls
 * disabled, as the other switches do; `loaded` runs after a load replaced the store.
 */
export function createHarActions(
  petstore: PetstoreWorker<unknown>,
  busy: (label: string, work: () => Promise<void>) => Promise<void>,
  loaded: (what: string) => void = () => undefined,
): HarActions {
  const notice = h('p', { class: 'har-notice', role: 'status' })
  const picker = (label: string, kind: 'har' | 'store') => {
    const input = h('input', {
      type: 'file',
      accept: '.har,.json,application/json',
      hidden: true,
      'aria-label': label,
    })
    input.addEventListener('change', () => {
      const file = input.files?.[0]
      input.value = ''
      if (file) void load(file, kind)
    })
    return input
  }
  const load = (file: File, kind: 'har' | 'store') =>
    busy('Loading…', async () => {
      try {
        const value = readJson(await file.text())
        const isHar = typeof value === 'object' && value !== null && 'log' in value
        if (kind === 'store' && isHar) throw new Error('it is a HAR file; use Load HAR')
        if (!window.confirm(isHar ? HAR_QUESTION : STORE_QUESTION)) return
        const replay = isHar ? fromHar(value) : fromSnapshot(value)
        await petstore.restore(replay.store)
        notice.textContent = `${file.name}: ${describeReplay(replay.summary, 3).join(' ')}`
        loaded(file.name)
      } catch (error) {
        notice.textContent = `${file.name} was not loaded: ${(error as Error).message}`
      }
    })
  const readJson = (text: string) => {
    try {
      return parseJson(text)
    } catch (error) {
      throw new Error(jsonProblem(error, text))
    }
  }
  const saveStore = async () => {
    const snapshot = await petstore.snapshot()
    download(`petstore-store-${stamp()}.json`, JSON.stringify(snapshot))
    notice.textContent = 'Saved the whole store; Load store brings it back as it is.'
  }
  const harInput = picker('A HAR file to load', 'har')
  const storeInput = picker('A saved store to load', 'store')
  const button = (label: string, onclick: () => void, title: string) =>
    h('button', { class: 'button', type: 'button', title, onclick }, label)
  return {
    buttons: [
      button(
        'Download HAR',
        () =>
          download(`petstore-${stamp()}.har`, JSON.stringify(petstore.requests.toHAR(), null, 2)),
        'The requests and responses, as a HAR 1.2 file',
      ),
      button('Load HAR', () => harInput.click(), 'A store rebuilt from what a HAR file shows'),
      button('Save store', () => void saveStore(), 'Every record and id, as a file'),
      button('Load store', () => storeInput.click(), 'A store saved with Save store'),
      harInput,
      storeInput,
    ],
    notice,
  }
}
