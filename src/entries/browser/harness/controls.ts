/**
 * The panel's controls: the switches, "Fail an operation", what code changed, Reset and the
 * file buttons, each applied to the mock as it changes. Store changes (a scenario, a reset, a
 * load) run with the controls disabled and a word on what is happening.
 */
import type { JournalEntry } from '../../../runtime/journal'
import type { PetstoreWorker } from '../types'
import { keyFor, type ApiKeyChoice } from '../api-key'
import { sunsetClock } from '../sunset-clock'
import type { HarnessChoices } from './choices'
import { watchCodeSettings } from './code-settings'
import { h } from './dom'
import { createHarActions } from './har'
import { createHistoryActions } from './history-actions'
import { createOperationFault } from './op-fault'
import { createSwitches } from './switches'

/** The controls and how the panel keeps them in step. */
export interface Controls {
  element: HTMLElement
  /** Looks for settings changed from code. */
  checkCode(): void
  /** An action under an open journal row's details (the history's "Rewind to before this"). */
  rowAction(entry: JournalEntry): HTMLElement | undefined
  /** Shows settings another tab shared (the mock already applied them). */
  showShared(shared: Partial<HarnessChoices>): void
  stop(): void
}

/** What the controls need from the panel. */
export interface ControlsOptions {
  save(): void
  /** After anything changed: counts, journal and coverage drawn again. */
  refresh(): void
  /** The line under the controls (which tab holds the store). */
  statusLine: HTMLElement
  /** The store's counts, beside the buttons. */
  stats: HTMLElement
}

// The mock follows the choices; every switch but the API key applies in every tab.
function applyChoices(petstore: PetstoreWorker<unknown>, choices: HarnessChoices) {
  const keys = petstore.context.apiKeys
  const applyKey = (choice: ApiKeyChoice) => petstore.setApiKeyOverride(keyFor(keys, choice))
  petstore.configure({ latency: choices.latency, faultRate: choices.faultRate })
  petstore.setNow(sunsetClock(choices.clock))
  applyKey(choices.apiKey)
  const share = () => {
    const { scenario, latency, faultRate, clock, fault } = choices
    petstore.shareSettings({ scenario, latency, faultRate, clock, fault })
  }
  return { applyKey: () => applyKey(choices.apiKey), share, noKeys: keys === false }
}

/** Runs a store change with every control off and a word on what is happening. */
type WhileBusy = (message: string, work: () => Promise<void>) => Promise<void>

// Each control comes back as it was: one that was off before the change stays off.
function busyLine(
  element: HTMLElement,
  after: () => void,
): { line: HTMLElement; whileBusy: WhileBusy } {
  const line = h('span', { class: 'busy', role: 'status' })
  const whileBusy: WhileBusy = async (message, work) => {
    const all = element.querySelectorAll<HTMLSelectElement | HTMLButtonElement | HTMLInputElement>(
      'select, button, input',
    )
    const wereDisabled = new Set([...all].filter((c) => c.disabled))
    all.forEach((c) => (c.disabled = true))
    line.textContent = message
    try {
      await work()
    } finally {
      line.textContent = ''
      all.forEach((c) => (c.disabled = wereDisabled.has(c)))
      after()
    }
  }
  return { line, whileBusy }
}

// Asks first: a reset drops every change, in every tab sharing the store.
function resetButton(petstore: PetstoreWorker<unknown>, whileBusy: WhileBusy): HTMLElement {
  const reset = () => {
    const question = 'Reset the store to its seed? Every change since is lost, in every tab.'
    if (window.confirm(question)) void whileBusy('Resetting…', () => petstore.reset())
  }
  return h('button', { class: 'button danger', type: 'button', onclick: reset }, 'Reset store')
}

// The switches, the settings changed from code and "Fail an operation": each applied to the mock
// as it changes, saved, and shown again when another tab shares its settings.
function settingsInputs(
  petstore: PetstoreWorker<unknown>,
  choices: HarnessChoices,
  whileBusy: WhileBusy,
  { save, refresh }: ControlsOptions,
) {
  const mock = applyChoices(petstore, choices)
  const switches = createSwitches(choices, {
    disableApiKey: mock.noKeys,
    seed: (scenario) =>
      whileBusy('Seeding…', async () => {
        choices.scenario = scenario
        save()
        mock.share()
        await petstore.setScenario(scenario)
      }),
    changed: (name) => {
      if (name === 'apiKey') mock.applyKey()
      else mock.share()
      codeSettings.clear()
      save()
      refresh()
    },
  })
  const [scenarioSwitch, latencySwitch, faultSwitch] = switches
  const codeSettings = watchCodeSettings(
    petstore,
    choices,
    { latency: latencySwitch!, faults: faultSwitch! },
    () => {
      save()
      refresh()
    },
  )
  const fault = createOperationFault(petstore, choices, () => {
    save()
    mock.share()
    refresh()
  })
  const showShared = (shared: Partial<HarnessChoices>) => {
    Object.assign(choices, shared, { fault: shared.fault ?? null })
    switches[0]?.show(choices.scenario)
    switches[1]?.show(choices.latency)
    switches[2]?.show(choices.faultRate)
    switches[4]?.show(choices.clock)
    fault.apply()
    save()
    refresh()
  }
  const elements = [...switches.map((s) => s.element), fault.element, codeSettings.element]
  return { elements, scenarioSwitch, codeSettings, fault, showShared }
}

/** Builds the controls over `choices` and applies them to the mock. */
export function createControls(
  petstore: PetstoreWorker<unknown>,
  choices: HarnessChoices,
  options: ControlsOptions,
): Controls {
  const element = h('div', { class: 'controls' })
  const busy = busyLine(element, () => {
    history.update()
    options.refresh()
  })
  const settings = settingsInputs(petstore, choices, busy.whileBusy, options)
  const files = createHarActions(petstore, busy.whileBusy, (name) =>
    settings.scenarioSwitch?.show('file', `Loaded from ${name}`),
  )
  const history = createHistoryActions(petstore, busy.whileBusy)
  element.append(
    ...settings.elements,
    h(
      'div',
      { class: 'actions' },
      resetButton(petstore, busy.whileBusy),
      files.buttons,
      history.buttons,
      busy.line,
      options.stats,
    ),
    files.notice,
    history.notice,
    options.statusLine,
  )
  return {
    element,
    checkCode: settings.codeSettings.check,
    rowAction: (entry) => history.rewindButton(entry),
    showShared: settings.showShared,
    stop() {
      settings.fault.stop()
      history.stop()
    },
  }
}
