/**
 * The dev harness: a panel any app can mount over itself, showing the request journal live and
 * switching the mock at run time (scenario, latency, faults, API key, clock, reset). It lives
 * in a shadow root, so it neither inherits nor leaks styles. Open, it docks beside the app on
 * wide screens (the page makes room, so no button hides under it), takes focus, and Escape
 * closes it and gives focus back.
 */
import type { PetstoreWorker } from '../types'
import { keyFor, type ApiKeyChoice } from '../api-key'
import { drawAtMost, h } from './dom'
import {
  HARNESS_STORAGE_KEY,
  loadHarnessChoices,
  saveHarnessChoices,
  type HarnessChoices,
} from './choices'
import { createCoverageView } from './coverage-view'
import { createHarActions } from './har'
import { createJournalView } from './journal-view'
import { createHistoryActions } from './history-actions'
import { createStatusLine } from './status'
import { harnessCss } from './styles'
import { createTabs } from './sections'
import { counted } from './words'
import { sunsetClock } from '../sunset-clock'
import { createSwitches } from './switches'
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
   * `<html>`) instead of covering its right edge. Default true; false lets it float over.
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
  petstore: PetstoreWorker,
  options: HarnessPanelOptions = {},
): HarnessPanel {
  const storageKey = options.storageKey ?? HARNESS_STORAGE_KEY
  const choices: HarnessChoices = { ...(options.choices ?? loadHarnessChoices(storageKey)) }
  const keys = petstore.context.apiKeys
  const save = () => saveHarnessChoices(choices, storageKey)

  const applyKey = (choice: ApiKeyChoice) => petstore.setApiKeyOverride(keyFor(keys, choice))
  petstore.configure({ latency: choices.latency, faultRate: choices.faultRate })
  petstore.setNow(sunsetClock(choices.clock))
  applyKey(choices.apiKey)
  // Every switch but the API key applies to every tab sharing the store.
  const share = () => {
    const { scenario, latency, faultRate, clock } = choices
    petstore.shareSettings({ scenario, latency, faultRate, clock })
  }

  const host = h('div', { 'data-petstore-harness': '' })
  const shadow = host.attachShadow({ mode: 'open' })
  // `whileBusy` is defined below; the actions call it only on a click.
  const history = createHistoryActions(petstore, (label, work) => whileBusy(label, work))
  const journal = createJournalView(
    petstore.requests,
    options.journalLimit,
    () => showState(),
    (entry) => history.rewindButton(entry),
  )
  const coverage = createCoverageView(petstore)
  const tabs = createTabs(
    'Harness views',
    [
      { id: 'requests', label: 'Requests', content: journal.element },
      { id: 'coverage', label: 'Coverage', content: coverage.element },
    ],
    (id) => {
      // The table is drawn only while seen: bring it up to date as it comes into view.
      if (id === 'coverage') coverage.refresh()
    },
  )
  const dot = h('span', { class: 'dot', 'aria-hidden': 'true' })
  const launcherCount = h('span', { class: 'count' })
  const busy = h('span', { class: 'busy', role: 'status' })
  const stats = h('span', { class: 'stats' })
  const statusLine = createStatusLine(petstore.status)

  const showState = () => {
    const chaos =
      choices.faultRate > 0 || choices.latency !== 'none' || choices.apiKey !== 'as-sent'
    dot.dataset.state = chaos ? 'chaos' : 'calm'
    const count = petstore.requests.length
    const { db } = petstore
    // In a tab that does not hold the store, the holder's counts (this tab's db is an old copy).
    const { pets, categories, orders } = petstore.status.value.records ?? {
      pets: db.pets.size,
      categories: db.categories.size,
      orders: db.orders.size,
    }
    // Only what changed is written: each write makes the browser draw the panel again.
    setText(launcherCount, counted(count, 'request', 'requests'))
    setText(
      stats,
      `${counted(pets, 'pet', 'pets')} · ${counted(categories, 'category', 'categories')} · ${counted(orders, 'order', 'orders')}`,
    )
  }

  const whileBusy = async (message: string, work: () => Promise<void>) => {
    const controls = shadow.querySelectorAll<HTMLSelectElement | HTMLButtonElement>(
      'select, .controls button',
    )
    controls.forEach((c) => (c.disabled = true))
    busy.textContent = message
    try {
      await work()
    } finally {
      busy.textContent = ''
      controls.forEach((c) => (c.disabled = false))
      journal.refresh()
      coverage.refresh()
      showState()
    }
  }

  const har = createHarActions(petstore, whileBusy)
  const controls = createSwitches(choices, {
    disableApiKey: keys === false,
    seed: (scenario) =>
      whileBusy('Seeding…', async () => {
        choices.scenario = scenario
        save()
        share()
        await petstore.setScenario(scenario)
      }),
    changed: (name) => {
      if (name === 'apiKey') applyKey(choices.apiKey)
      if (name !== 'apiKey') share()
      save()
      showState()
    },
  })

  const panel = h(
    'section',
    {
      class: 'panel',
      role: 'dialog',
      'aria-label': 'Mock harness',
      tabindex: -1,
      hidden: !choices.open,
    },
    h(
      'div',
      { class: 'head' },
      h(
        'div',
        { class: 'grow' },
        h('h2', null, 'Mock harness'),
        h('p', null, 'petstore-mock · service worker'),
      ),
      h(
        'button',
        {
          class: 'icon-button',
          type: 'button',
          'aria-label': 'Close the mock harness',
          onclick: () => setOpen(false),
        },
        '×',
      ),
    ),
    h(
      'div',
      { class: 'controls' },
      controls.map((c) => c.element),
      h(
        'div',
        { class: 'actions' },
        h(
          'button',
          {
            class: 'button danger',
            type: 'button',
            // Asks first: a reset drops every change, in every tab sharing the store.
            onclick: () => {
              const question =
                'Reset the store to its seed? Every change since is lost, in every tab.'
              if (window.confirm(question)) void whileBusy('Resetting…', () => petstore.reset())
            },
          },
          'Reset store',
        ),
        har.buttons,
        history.buttons,
        busy,
        stats,
      ),
      har.notice,
      history.notice,
      statusLine.element,
    ),
    tabs.list,
    tabs.panels,
  )
  const launcher = h(
    'button',
    {
      class: 'launcher',
      type: 'button',
      'aria-label': 'Open the mock harness',
      hidden: choices.open,
      onclick: () => setOpen(true),
    },
    dot,
    'Mock harness',
    launcherCount,
  )

  // Where focus was before the panel opened, to give it back on close.
  let returnFocus: HTMLElement | undefined
  const dock = createDock(options.makeRoom !== false)
  const makeRoom = (open: boolean) => dock.apply(open)
  const onResize = () => makeRoom(choices.open)

  function setOpen(open: boolean, moveFocus = true): void {
    const wasOpen = !panel.hidden
    choices.open = open
    panel.hidden = !open
    launcher.hidden = open
    if (open) coverage.refresh()
    makeRoom(open)
    save()
    if (!moveFocus || wasOpen === open) return
    if (open) {
      const active = document.activeElement
      returnFocus = active instanceof HTMLElement && active !== document.body ? active : undefined
      panel.focus()
    } else {
      ;(returnFocus?.isConnected ? returnFocus : launcher).focus()
      returnFocus = undefined
    }
  }
  panel.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    setOpen(false)
  })

  shadow.append(h('style', null, harnessCss), h('div', { class: 'dock' }, launcher, panel))
  ;(options.container ?? document.body).append(host)
  makeRoom(choices.open)
  window.addEventListener('resize', onResize)
  showState()
  const showSoon = drawAtMost(250, showState)
  const stopCount = petstore.requests.subscribe(showSoon)
  const stopReplaced = petstore.onStoreReplaced(() => {
    journal.refresh()
    coverage.refresh()
    showState()
  })
  // Another tab's switches: shown here too (the mock already applied them).
  const stopShared = petstore.onSharedSettings((shared) => {
    Object.assign(choices, shared)
    // In the order of `controls`; the API key stays this tab's own.
    const values = [shared.scenario, shared.latency, shared.faultRate, choices.apiKey, shared.clock]
    controls.forEach((control, i) => (control.input.value = String(values[i])))
    save()
    showState()
  })

  return {
    element: host,
    get choices() {
      return { ...choices }
    },
    open: () => setOpen(true),
    close: () => setOpen(false),
    unmount() {
      window.removeEventListener('resize', onResize)
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
