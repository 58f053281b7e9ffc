/**
 * The harness's switches (scenario, latency, faults, API key, clock): labelled controls that
 * write the panel's choices and tell it what changed; the panel decides how each applies. Each
 * can also show a value set elsewhere (another tab, or the app's own code).
 */
import { h } from './dom'
import type { HarnessChoices } from './choices'
import { petSunset } from '../sunset-clock'
import type { LatencySetting } from '../../../runtime/chaos-and-canned'
import { MAX_LATENCY_MS } from '../../../controller/settings'

type Option<T> = readonly [value: T, label: string]

/** One switch: its label element, its main control, and how it shows a value set elsewhere. */
export interface Switch {
  element: HTMLElement
  input: HTMLSelectElement
  /** Shows a value; one no option names is shown with `label`, marked as set from code. */
  show(value: unknown, label?: string): void
}

// A value no option names (set from code) is shown as an option of its own, so the switch never
// claims a setting the mock does not have.
function showIn(input: HTMLSelectElement, value: string, label: string): void {
  input.querySelector('option[data-from-code]')?.remove()
  if (![...input.options].some((o) => o.value === value)) {
    input.append(h('option', { value, 'data-from-code': '' }, label))
  }
  input.value = value
}

function select<T extends string | number>(
  label: string,
  name: string,
  options: readonly Option<T>[],
  current: T,
  change: (value: T) => void | Promise<void>,
): Switch {
  const input = h(
    'select',
    { name },
    options.map(([value, text]) =>
      h('option', { value: String(value), selected: value === current }, text),
    ),
  )
  input.addEventListener('change', () => {
    const picked = options.find(([value]) => String(value) === input.value)
    if (picked) void change(picked[0])
  })
  const element = h('label', { class: 'control' }, h('span', null, label), input)
  input.addEventListener('change', () => input.querySelector('option[data-from-code]')?.remove())
  return {
    element,
    input,
    show: (value, text = `${String(value)} (set from code)`) => showIn(input, String(value), text),
  }
}

// Latency: a profile, or a fixed delay typed in ms (the box shows while "Fixed" is chosen).
function latencySwitch(choices: HarnessChoices, changed: () => void): Switch {
  const fixed = typeof choices.latency === 'number'
  const input = h(
    'select',
    { name: 'latency', 'aria-label': 'Latency' },
    (
      [
        ['none', 'None'],
        ['realistic', 'Realistic (40–250 ms)'],
        ['slow', 'Slow (1–3 s)'],
        ['fixed', 'Fixed delay…'],
      ] as const
    ).map(([value, text]) =>
      h('option', { value, selected: fixed ? value === 'fixed' : value === choices.latency }, text),
    ),
  )
  const ms = h('input', {
    type: 'number',
    name: 'latency-ms',
    min: 0,
    max: MAX_LATENCY_MS,
    step: 50,
    value: fixed ? String(choices.latency) : '1000',
    'aria-label': 'Fixed delay in ms',
  })
  const box = h('span', { class: 'ms' }, ms, ' ms')
  const showBox = (shown: boolean) => (box.hidden = !shown)
  showBox(fixed)
  const apply = () => {
    if (input.value !== 'fixed') choices.latency = input.value as 'none' | 'realistic' | 'slow'
    else if (ms.validity.valid && ms.value !== '') choices.latency = ms.valueAsNumber
    else return
    changed()
  }
  input.addEventListener('change', () => {
    showBox(input.value === 'fixed')
    input.querySelector('option[data-from-code]')?.remove()
    apply()
  })
  ms.addEventListener('change', apply)
  const element = h(
    'div',
    { class: 'control' },
    h('span', { 'aria-hidden': 'true' }, 'Latency'),
    h('div', { class: 'with-ms' }, input, box),
  )
  const show = (value: unknown) => {
    const setting = value as LatencySetting
    const number = typeof setting === 'number'
    if (Array.isArray(setting)) {
      showIn(input, 'range', `${setting[0]}–${setting[1]} ms (set from code)`)
    } else input.value = number ? 'fixed' : String(setting)
    if (number) ms.value = String(setting)
    showBox(number)
  }
  return { element, input, show }
}

/** What the switches tell the panel. */
export interface SwitchEvents {
  /** The mock accepts no keys at all, so the API key switch has nothing to switch. */
  disableApiKey: boolean
  /** A scenario was picked: the store is seeded again (the panel shows it busy). */
  seed: (scenario: HarnessChoices['scenario']) => Promise<void>
  /** Another switch changed `choices` (already written). */
  changed: (name: 'latency' | 'faultRate' | 'apiKey' | 'clock') => void
}

/**
 * Builds the switches over `choices`, in the panel's order: scenario, latency, faults, API
 * key, clock.
 */
export function createSwitches(choices: HarnessChoices, events: SwitchEvents): Switch[] {
  const sunsetDay = petSunset().toISOString().slice(0, 10)
  const switches = [
    select(
      'Scenario',
      'scenario',
      [
        ['default', 'Default (48 pets)'],
        ['empty', 'Empty store'],
        ['large', 'Large (10,000 pets)'],
      ],
      choices.scenario,
      (scenario) => events.seed(scenario),
    ),
    latencySwitch(choices, () => events.changed('latency')),
    select(
      'Faults (500 / 503)',
      'faults',
      [
        [0, 'Off'],
        [0.1, '10% of requests'],
        [0.25, '25% of requests'],
        [0.5, '50% of requests'],
        [1, 'Every request'],
      ],
      choices.faultRate,
      (faultRate) => {
        choices.faultRate = faultRate
        events.changed('faultRate')
      },
    ),
    select(
      'API key (this tab only)',
      'api-key',
      [
        ['as-sent', 'As the app sends it'],
        ['read-write', 'Read-write'],
        ['read-only', 'Read-only'],
        ['none', 'None (anonymous)'],
      ],
      choices.apiKey,
      (apiKey) => {
        choices.apiKey = apiKey
        events.changed('apiKey')
      },
    ),
    select(
      `Clock (GET /pets/{petId} sunsets ${sunsetDay})`,
      'clock',
      [
        ['before-sunset', 'Before the sunset'],
        ['after-sunset', 'After the sunset'],
      ],
      choices.clock,
      (clock) => {
        choices.clock = clock
        events.changed('clock')
      },
    ),
  ]
  if (events.disableApiKey) switches[3]?.input.setAttribute('disabled', '')
  // The clock's label names the operation and its sunset date, so it gets a whole row.
  switches[4]?.element.classList.add('wide')
  return switches
}
