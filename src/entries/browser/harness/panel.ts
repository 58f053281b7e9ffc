/**
 * The dev harness: a panel any app can mount over itself, showing the request journal live and
 * switching the mock at run time (scenario, latency, faults, one failing operation, API key,
 * clock, reset, files). It lives in a shadow root, so it neither inherits nor leaks styles.
 * Open, it docks beside the app on wide screens (the page makes room, so no button hides under
 * it), takes focus, and Escape closes it and gives focus back; Alt+Shift+H opens it from
 * anywhere (opener.ts).
 */
import type { PetstoreWorker } from '../types'
import { drawAtMost, h } from './dom'
import {
  HARNESS_STORAGE_KEY,
  loadHarnessChoices,
  saveHarnessChoices,
  type HarnessChoices,
} from './choices'
import { createCoverageView } from './coverage-view'
import { createJournalView } from './journal-view'
import { createOpener, HARNESS_SHORTCUT } from './opener'
import { createStatusLine } from './status'
import { harnessCss } from './styles'
import { createTabs } from './sections'
import { counted } from '../../../base/text'
import { createControls } from './controls'
import { createDock } from './dock'

/** Where and how the panel is mounted. */
export interface HarnessPanelOptions {
  /** The choices to start from. Default: the saved ones. */
  choices?: HarnessChoices
  /** The localStorage key of the choices. Default `petstore-mock:harness`. */
  storageKey?: string
  /** The element the panel is appended to. Default `document.body`. */
  container?: HTMLElement
  /** Journal rows kept on screen. Default 200. */
  journalLimit?: number
  /**
   * On screens wider than 640 px the open panel makes room beside the page (a right margin on
   * `<html>`) instead of covering its right edge, and the closed launcher keeps a narrow strip
   * of its own. Default true; false lets both float over the page.
   */
  makeRoom?: boolean
}

/** A mounted panel. */
export interface HarnessPanel {
  /** The host element (the panel itself is in its shadow root). */
  readonly element: HTMLElement
  /** The current choices (a copy). */
  readonly choices: HarnessChoices
  open(): void
  close(): void
  /** Removes the panel and stops listening; the mock keeps its settings. */
  unmount(): void
}

function setText(element: HTMLElement, text: string): void {
  if (element.textContent !== text) element.textContent = text
}

// The launcher's dot and count, and the store's counts beside the actions.
function createCounts(petstore: PetstoreWorker<unknown>, choices: HarnessChoices) {
  const dot = h('span', { class: 'dot', 'aria-hidden': 'true' })
  const launcherCount = h('span', { class: 'count' })
  const stats = h('span', { class: 'stats' })
  const show = () => {
    const chaos =
      choices.faultRate > 0 ||
      choices.latency !== 'none' ||
      choices.apiKey !== 'as-sent' ||
      choices.fault !== null
    dot.dataset.state = chaos ? 'chaos' : 'calm'
    const { db } = petstore
    // In a tab that does not hold the store, the holder's counts (this tab's db is an old copy).
    const { pets, categories, orders } = petstore.status.value.records ?? {
      pets: db.pets.size,
      categories: db.categories.size,
      orders: db.orders.size,
    }
    // Only what changed is written: each write makes the browser draw the panel again.
    setText(launcherCount, counted(petstore.requests.length, 'request', 'requests'))
    setText(
      stats,
      `${counted(pets, 'pet', 'pets')} · ${counted(categories, 'category', 'categories')} · ${counted(orders, 'order', 'orders')}`,
    )
  }
  return { dot, launcherCount, stats, show }
}

function panelHead(close: () => void): HTMLElement {
  return h(
    'div',
    { class: 'head' },
    h(
      'div',
      { class: 'grow' },
      h('h2', null, 'Mock harness'),
      h(
        'p',
        null,
        'petstore-mock · service worker · ',
        h('kbd', null, HARNESS_SHORTCUT),
        ' opens and closes it, ',
        h('kbd', null, 'Esc'),
        ' closes it',
      ),
    ),
    h(
      'button',
      {
        class: 'icon-button',
        type: 'button',
        'aria-label': 'Close the mock harness',
        onclick: close,
      },
      '×',
    ),
  )
}

/**
 * Mounts the harness panel for a running mock and applies the choices to it.
 *
 * @example
 * const choices = loadHarnessChoices()
 * const petstore = await startPetstoreWorker({ ...harnessOptions(choices) })
 * const panel = mountHarnessPanel(petstore, { choices })
 * panel.open()
 */
export function mountHarnessPanel(
  petstore: PetstoreWorker<unknown>,
  options: HarnessPanelOptions = {},
): HarnessPanel {
  const storageKey = options.storageKey ?? HARNESS_STORAGE_KEY
  const choices: HarnessChoices = { ...(options.choices ?? loadHarnessChoices(storageKey)) }
  const save = () => saveHarnessChoices(choices, storageKey)
  const host = h('div', { 'data-petstore-harness': '' })
  const shadow = host.attachShadow({ mode: 'open' })
  const counts = createCounts(petstore, choices)
  const statusLine = createStatusLine(petstore.status)
  const refresh = () => {
    journal.refresh()
    coverage.refresh()
    counts.show()
  }
  const controls = createControls(petstore, choices, {
    save,
    refresh,
    statusLine: statusLine.element,
    stats: counts.stats,
  })
  const journal = createJournalView(
    petstore.requests,
    options.journalLimit,
    counts.show,
    controls.rowAction,
  )
  const coverage = createCoverageView(petstore)
  const tabs = createTabs(
    'Harness views',
    [
      { id: 'requests', label: 'Requests', content: journal.element },
      { id: 'coverage', label: 'Coverage', content: coverage.element },
    ],
    // The table is drawn only while seen: bring it up to date as it comes into view.
    (id) => id === 'coverage' && coverage.refresh(),
  )
  const panel = h(
    'section',
    { class: 'panel', role: 'dialog', 'aria-label': 'Mock harness', tabindex: -1 },
    panelHead(() => opener.setOpen(false)),
    controls.element,
    tabs.list,
    tabs.panels,
  )
  const dock = createDock(options.makeRoom !== false)
  const opener = createOpener({
    panel,
    content: [counts.dot, 'Mock harness', counts.launcherCount],
    onChange: (open) => {
      choices.open = open
      if (open) {
        coverage.refresh()
        controls.checkCode()
      }
      dock.apply(open)
      save()
    },
  })
  opener.setOpen(choices.open, false)
  const onResize = () => dock.apply(choices.open)
  shadow.append(h('style', null, harnessCss), h('div', { class: 'dock' }, opener.launcher, panel))
  ;(options.container ?? document.body).append(host)
  window.addEventListener('resize', onResize)
  refresh()
  const showSoon = drawAtMost(250, () => {
    counts.show()
    controls.checkCode()
  })
  const stopCount = petstore.requests.subscribe(showSoon)
  // A change from the console while nothing is requested still shows within a second.
  const watch = setInterval(() => !panel.hidden && controls.checkCode(), 1000)
  const stopReplaced = petstore.onStoreReplaced(refresh)
  const stopShared = petstore.onSharedSettings(controls.showShared)
  return {
    element: host,
    get choices() {
      return { ...choices }
    },
    open: () => opener.setOpen(true),
    close: () => opener.setOpen(false),
    unmount() {
      window.removeEventListener('resize', onResize)
      clearInterval(watch)
      opener.stop()
      controls.stop()
      dock.restore()
      journal.stop()
      coverage.stop()
      stopCount()
      showSoon.cancel()
      stopReplaced()
      stopShared()
      statusLine.stop()
      host.remove()
    },
  }
}
