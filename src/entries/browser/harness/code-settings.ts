/**
 * Settings changed from code (`petstore.configure({ latency: 2000 })` in the console or the
 * app) are shown in the panel: the switches move to what the mock really does, and a line says
 * what code changed, so the panel never claims "None" while every request waits 2 s.
 */
import type { PetstoreWorker } from '../types'
import type { HarnessChoices } from './choices'
import { h } from './dom'
import type { Switch } from './switches'

/** The line that reports code's changes, and how to look for them. */
export interface CodeSettings {
  element: HTMLElement
  /** Compares the mock's settings with the switches, and shows any difference. */
  check(): void
  /** A person used a switch: what code had set is no longer current. */
  clear(): void
}

function latencyText(latency: unknown): string {
  if (typeof latency === 'number') return `${latency} ms`
  if (Array.isArray(latency)) return `${String(latency[0])}–${String(latency[1])} ms`
  return String(latency)
}

/**
 * Watches `petstore.settings` against `choices`; `adopted` runs when a value the switches can
 * hold was taken into `choices` (the panel saves it).
 */
export function watchCodeSettings(
  petstore: PetstoreWorker<unknown>,
  choices: HarnessChoices,
  switches: { latency: Switch; faults: Switch },
  adopted: () => void,
): CodeSettings {
  const element = h('p', { class: 'code-settings', role: 'status' })
  // The settings last looked at: each change from code is reported once.
  let seen = ''
  const check = () => {
    const { latency, faultRate } = petstore.settings
    const now = JSON.stringify([latency, faultRate])
    if (now === seen) return
    seen = now
    const changes: string[] = []
    if (Array.isArray(latency)) changes.push(`latency ${latencyText(latency)}`)
    else if (latency !== choices.latency) {
      choices.latency = latency as HarnessChoices['latency']
      changes.push(`latency ${latencyText(latency)}`)
    }
    if (faultRate !== choices.faultRate) {
      choices.faultRate = faultRate
      changes.push(`faults on ${Math.round(faultRate * 100)}% of requests`)
      switches.faults.show(faultRate, `${Math.round(faultRate * 100)}% of requests (set from code)`)
    }
    if (changes.length === 0) return
    switches.latency.show(latency)
    element.textContent = `Set from code: ${changes.join(', ')}.`
    adopted()
  }
  return {
    element,
    check,
    clear: () => (element.textContent = ''),
  }
}
