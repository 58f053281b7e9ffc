/**
 * The harness panel's status line: which tab holds the store (this one, another one, or each
 * tab its own) and whether it is saved, with the last persistence problem spelled out. It is
 * its own element so the panel mounts it with one line.
 */
import { h } from './dom'
import type { WorkerStatus, WorkerStatusValue } from '../worker-status'

const tabText: Record<WorkerStatusValue['tab'], string> = {
  electing: 'Finding the tab that holds the store…',
  leader: 'This tab holds the store shared by every tab.',
  follower: 'Another tab holds the store; this tab sends it its requests.',
  off: 'Sync off: this tab keeps its own store.',
}

const persistText: Record<WorkerStatusValue['persist'], string> = {
  off: 'Not saved (persist is off).',
  loading: 'Loading the saved store…',
  saved: 'Saved in IndexedDB.',
  failed: 'Not saved.',
  elsewhere: 'Saved in IndexedDB by the tab holding it.',
}

/** The status line of a running mock, kept up to date until `stop()`. */
export function createStatusLine(status: WorkerStatus): { element: HTMLElement; stop(): void } {
  const tab = h('span', { class: 'tab-role' })
  const persist = h('span', { class: 'persist' })
  const element = h(
    'p',
    { class: 'status-line', role: 'status', 'aria-live': 'polite' },
    tab,
    ' ',
    persist,
  )
  const show = (value: Readonly<WorkerStatusValue>) => {
    element.dataset.tab = value.tab
    element.dataset.persist = value.persist
    tab.textContent = value.syncNote ?? tabText[value.tab]
    persist.textContent = value.notice ?? persistText[value.persist]
  }
  show(status.value)
  return { element, stop: status.subscribe(show) }
}
