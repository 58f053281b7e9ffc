/**
 * The harness's HAR buttons: "Download HAR" saves the journal as a HAR 1.2 file (for DevTools or
 * a bug report), "Load HAR" replays a HAR file or a store snapshot as this tab's store, saying
 * what it built and what it left out.
 */
import { fromHar } from '../../../factories/from-har'
import { describeReplay, fromSnapshot } from '../../../factories/replay'
import type { PetstoreWorker } from '../types'
import { h } from './dom'
import { parseJson } from '../../../base/json'

/** The buttons and the line that reports on a load. */
export interface HarActions {
  buttons: HTMLElement[]
  notice: HTMLElement
}

/**
 * Creates the HAR buttons of one panel. `busy` runs a store change with the panel's controls
 * disabled, as the other switches do.
 *
 * @example
 * const har = createHarActions(petstore, (label, work) => whileBusy(label, work))
 * actions.append(...har.buttons)
 */
export function createHarActions(
  petstore: PetstoreWorker,
  busy: (label: string, work: () => Promise<void>) => Promise<void>,
): HarActions {
  const notice = h('p', { class: 'har-notice', role: 'status' })
  const download = () => {
    const text = JSON.stringify(petstore.requests.toHAR(), null, 2)
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
    const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, '-')
    h('a', { href: url, download: `petstore-${stamp}.har` }).click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
  const input = h('input', {
    type: 'file',
    accept: '.har,.json,application/json',
    hidden: true,
    'aria-label': 'A HAR file or a store snapshot to load',
  })
  input.addEventListener('change', () => {
    const file = input.files?.[0]
    input.value = ''
    if (!file) return
    void busy('Loading…', async () => {
      try {
        const value = parseJson(await file.text())
        const isHar = typeof value === 'object' && value !== null && 'log' in value
        const replay = isHar ? fromHar(value) : fromSnapshot(value)
        await petstore.restore(replay.store)
        notice.textContent = `${file.name}: ${describeReplay(replay.summary, 3).join(' ')}`
      } catch (error) {
        notice.textContent = `${file.name} was not loaded: ${(error as Error).message}`
      }
    })
  })
  return {
    buttons: [
      h('button', { class: 'button', type: 'button', onclick: download }, 'Download HAR'),
      h('button', { class: 'button', type: 'button', onclick: () => input.click() }, 'Load HAR'),
      input,
    ],
    notice,
  }
}
