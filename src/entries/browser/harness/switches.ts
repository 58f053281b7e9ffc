/**
 * The harness's switches (scenario, latency, faults, API key, clock): labelled selects that
 * write the panel's choices and tell it what changed; the panel decides how each applies.
 */
import { h } from './dom'
import type { HarnessChoices } from './choices'
import { petSunset } from '../sunset-clock'

type Option<T> = readonly [value: T, label: string]

function select<T extends string | number>(
  label: string,
  name: string,
  options: readonly Option<T>[],
  current: T,
  change: (value: T) => void | Promise<void>,
): { element: HTMLLabelElement; input: HTMLSelectElement } {
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
  return { element: h('label', { class: 'control' }, h('span', null, label), input), input }
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

/** One switch: its label element and its select. */
export type Switch = { element: HTMLLabelElement; input: HTMLSelectElement }

/**
 * Builds the switches over `choices`, in the panel's order: scenario, latency, faults, API
 * key, clock.
 *
 * @example
 * const switches = createSwitches(choices, { disableApiKey: false, seed, changed: () => save() })
 * form.append(...switches.map((s) => s.element))
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
    select(
      'Latency',
      'latency',
      [
        ['none', 'None'],
        ['realistic', 'Realistic (40–250 ms)'],
        ['slow', 'Slow (1–3 s)'],
      ],
      choices.latency,
      (latency) => {
        choices.latency = latency
        events.changed('latency')
      },
    ),
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
      'Clock',
      'clock',
      [
        ['before-sunset', `Before the sunset of GET /pets/{petId} (${sunsetDay})`],
        ['after-sunset', `After the sunset of GET /pets/{petId} (${sunsetDay})`],
      ],
      choices.clock,
      (clock) => {
        choices.clock = clock
        events.changed('clock')
      },
    ),
  ]
  if (events.disableApiKey) switches[3]?.input.setAttribute('disabled', '')
  // The clock's labels name the operation and its sunset date, so they get a whole row.
  switches[4]?.element.classList.add('wide')
  return switches
}
