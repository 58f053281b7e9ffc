/**
 * The harness's history actions: "Rewind to before this" under each write in the journal (the
 * store goes back in every tab), "Redo", "Share this state" (a link to this page carrying the
 * state after `#petstore-state=`, or a file when it is too long for a URL) and "Download bug
 * report" (the state, the last requests and their HAR, the browser and package versions).
 */
import type { JournalEntry } from '../../../runtime/journal'
import { bugReportOf } from '../../../controller/bug-report'
import { STATE_LINK_KEY } from '../../../controller/state'
import type { PetstoreWorker } from '../types'
import { h } from './dom'
import { createHistoryMarks, isCommittedWrite } from './history-marks'

/** The longest share link put in the address bar; a longer state is saved as a file instead. */
export const MAX_LINK_CHARS = 16_000

/** The buttons, the line that reports on them, and the rewind button of a journal row. */
export interface HistoryActions {
  buttons: HTMLElement[]
  notice: HTMLElement
  /** "Rewind to before this" for a write the store committed; undefined for anything else. */
  rewindButton(entry: JournalEntry): HTMLElement | undefined
  /** Shows what the history allows now: Redo on or off, each row's rewind offered or not. */
  update(): void
  stop(): void
}

/**
 * The page's address with `#petstore-state=<text>` after it: the app's own route (a path, a
 * query, a hash route such as `#/pets?sort=-id`) is kept, and a state already in it replaced.
 */
export function shareLink(address: string, text: string): string {
  const at = address.indexOf(`#${STATE_LINK_KEY}`)
  return `${at === -1 ? address : address.slice(0, at)}#${STATE_LINK_KEY}${text}`
}

type Busy = (label: string, work: () => Promise<void>) => Promise<void>
/** Runs an action with the controls off and tells its outcome (or its error) on the notice line. */
type Attempt = (label: string, work: () => Promise<string>) => Promise<void>

// A link in the address bar and on the clipboard; a state too long for a URL is saved as a file.
function shareAction(petstore: PetstoreWorker<unknown>, attempt: Attempt) {
  const linkField = h('input', {
    class: 'share-link',
    readonly: true,
    hidden: true,
    'aria-label': 'Share link',
  })
  const share = () =>
    attempt('Sharing…', async () => {
      const text = await petstore.share()
      const link = shareLink(location.href, text)
      if (link.length > MAX_LINK_CHARS) {
        save(text, 'petstore-state.txt', 'text/plain')
        return `The state is ${text.length} characters, too long for a link: saved as petstore-state.txt (serve --state, or restore() it).`
      }
      linkField.value = link
      linkField.hidden = false
      linkField.select()
      const copied = await navigator.clipboard?.writeText(link).then(
        () => true,
        () => false,
      )
      return copied ? 'Share link copied.' : 'Share link ready: copy it from the field.'
    })
  const button = h(
    'button',
    { class: 'button', type: 'button', onclick: share },
    'Share this state',
  )
  return { button, linkField }
}

function reportButton(petstore: PetstoreWorker<unknown>, attempt: Attempt): HTMLElement {
  const report = () =>
    attempt('Preparing…', async () => {
      const bundle = await bugReportOf(petstore, navigator.userAgent, location.href)
      save(JSON.stringify(bundle, null, 2), 'petstore-bug-report.json', 'application/json')
      return `Bug report saved with the last ${bundle.requests.length} requests; fromBugReport(file) replays it in Node.`
    })
  return h('button', { class: 'button', type: 'button', onclick: report }, 'Download bug report')
}

// Which writes the history still holds, followed from the journal and the store's replacements:
// Redo is on while a rewind can be taken back, and each row's rewind shows while its write is held.
function historyState(petstore: PetstoreWorker<unknown>, attempt: Attempt) {
  const marks = createHistoryMarks()
  petstore.requests.forEach((entry) => marks.add(entry))
  const rewinds = new Map<number, { button: HTMLButtonElement; note: HTMLElement }>()
  const redo = h(
    'button',
    {
      class: 'button',
      type: 'button',
      disabled: true,
      title: 'Takes the last rewind back, until a new write',
      onclick: () =>
        attempt('Redoing…', async () => ((await petstore.redo()) ? 'Redone.' : 'Nothing to redo.')),
    },
    'Redo',
  )
  const update = () => {
    redo.disabled = marks.redoable === 0
    for (const [seq, { button, note }] of rewinds) {
      button.hidden = !marks.holds(seq)
      note.hidden = !button.hidden
    }
  }
  const unsubscribe = petstore.requests.subscribe((entry) => {
    marks.add(entry)
    update()
  })
  const stopReplaced = petstore.onStoreReplaced((reason) => {
    if (reason !== 'rewind' && reason !== 'sync') marks.clear()
    update()
  })
  const stop = () => {
    unsubscribe()
    stopReplaced()
  }
  return { redo, rewinds, update, stop }
}

function rewindButton(
  petstore: PetstoreWorker<unknown>,
  attempt: Attempt,
  entry: JournalEntry,
): { button: HTMLButtonElement; note: HTMLElement } {
  const button = h(
    'button',
    {
      class: 'button rewind',
      type: 'button',
      onclick: (event: Event) => {
        event.stopPropagation()
        void attempt('Rewinding…', async () => {
          await petstore.rewind(entry.seq)
          return `Rewound to before request #${entry.seq}; Redo takes it back.`
        })
      },
    },
    'Rewind to before this',
  ) as HTMLButtonElement
  // A write already rewound (or made before a reset) cannot be rewound to again: say so.
  const note = h('span', { class: 'rewound' }, 'Rewound: Redo brings this write back.')
  return { button, note }
}

/** Creates the history actions of one panel; `busy` runs a store change with the controls off. */
export function createHistoryActions(
  petstore: PetstoreWorker<unknown>,
  busy: Busy,
): HistoryActions {
  const notice = h('p', { class: 'har-notice history-notice', role: 'status' })
  const tell = (text: string) => (notice.textContent = text)
  const attempt: Attempt = (label, work) =>
    busy(label, async () => {
      try {
        tell(await work())
      } catch (error) {
        tell((error as Error).message)
      }
    })
  const share = shareAction(petstore, attempt)
  const history = historyState(petstore, attempt)
  return {
    buttons: [share.button, reportButton(petstore, attempt), history.redo],
    notice: h('div', null, notice, share.linkField),
    update: history.update,
    stop: history.stop,
    rewindButton(entry) {
      if (!isCommittedWrite(entry)) return undefined
      const { button, note } = rewindButton(petstore, attempt, entry)
      history.rewinds.set(entry.seq, { button, note })
      history.update()
      return h('span', null, button, note)
    },
  }
}

function save(text: string, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  h('a', { href: url, download: name }).click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
