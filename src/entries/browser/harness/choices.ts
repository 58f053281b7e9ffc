/** What the dev harness is set to, kept in localStorage so the choices survive a reload. */
import { checkFaultRate, checkLatency, scenarioNames } from '../../../controller/settings'
import { getOperation, type OperationId } from '../../../contract/operations'
import type { ScenarioName } from '../../../factories/scenarios'
import type { PetstoreOptions } from '../../../controller/petstore'
import type { ApiKeyChoice } from '../api-key'
import { sunsetClock, type ClockChoice } from '../sunset-clock'

/** One operation answered with an error status of its own (documented in openapi.yaml). */
export interface OperationFault {
  operationId: OperationId
  status: number
  /** `once`: the next request only; `always`: every request until stopped. */
  mode: 'once' | 'always'
}

/** Every switch of the harness. */
export interface HarnessChoices {
  scenario: ScenarioName
  /** A profile, or a fixed delay in ms. */
  latency: 'none' | 'realistic' | 'slow' | number
  /** Share of requests answered with an injected 500 or 503, 0 to 1. */
  faultRate: number
  apiKey: ApiKeyChoice
  clock: ClockChoice
  /** The operation made to fail, if any. */
  fault: OperationFault | null
  /** Whether the panel is open. */
  open: boolean
}

/** Where the choices are kept unless told otherwise. */
export const HARNESS_STORAGE_KEY = 'petstore-mock:harness'

/** The choices of a first visit. */
export const defaultHarnessChoices: Readonly<HarnessChoices> = {
  scenario: 'default',
  latency: 'none',
  faultRate: 0,
  apiKey: 'as-sent',
  clock: 'before-sunset',
  fault: null,
  open: false,
}

const allowed = {
  scenario: scenarioNames,
  apiKey: ['as-sent', 'read-write', 'read-only', 'none'],
  clock: ['before-sunset', 'after-sunset'],
} as const

function pick<T extends string>(value: unknown, options: readonly T[], fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback
}

/**
 * The saved choices, each one checked; anything unknown falls back to its default.
 *
 * @example
 * const choices = loadHarnessChoices()
 * choices.latency // 'none' on a first visit
 */
export function loadHarnessChoices(key = HARNESS_STORAGE_KEY): HarnessChoices {
  let saved: Record<string, unknown> = {}
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '{}')
    if (typeof parsed === 'object' && parsed !== null) saved = parsed as Record<string, unknown>
  } catch {
    // A damaged entry is as good as none.
  }
  const d = defaultHarnessChoices
  const rate = checkFaultRate(saved.faultRate)
  const latency = checkLatency(saved.latency)
  return {
    scenario: pick(saved.scenario, allowed.scenario, d.scenario),
    latency:
      latency.ok && !Array.isArray(latency.value)
        ? (latency.value as HarnessChoices['latency'])
        : d.latency,
    faultRate: rate.ok ? rate.value : d.faultRate,
    apiKey: pick(saved.apiKey, allowed.apiKey, d.apiKey),
    clock: pick(saved.clock, allowed.clock, d.clock),
    fault: readFault(saved.fault),
    open: saved.open === true,
  }
}

/**
 * A saved operation fault, when it still names an operation and one of its documented error
 * statuses (openapi.yaml may have changed since it was saved).
 */
export function readFault(value: unknown): OperationFault | null {
  if (typeof value !== 'object' || value === null) return null
  const { operationId, status, mode } = value as Record<string, unknown>
  if ((mode !== 'once' && mode !== 'always') || typeof status !== 'number') return null
  try {
    const operation = getOperation(operationId as OperationId)
    return faultStatuses(operation.operationId).includes(status)
      ? { operationId: operation.operationId, status, mode }
      : null
  } catch {
    return null
  }
}

/** The error statuses openapi.yaml documents for an operation: what it may be made to fail with. */
export function faultStatuses(operationId: OperationId): number[] {
  return getOperation(operationId).statuses.filter((status) => status >= 400)
}

/** Saves the choices. */
export function saveHarnessChoices(choices: HarnessChoices, key = HARNESS_STORAGE_KEY): void {
  try {
    localStorage.setItem(key, JSON.stringify(choices))
  } catch {
    // Private mode or a full quota: the choices just will not survive a reload.
  }
}

/**
 * The mock's start options that follow the choices; pass them to startPetstoreWorker so the
 * first request already sees them (the scenario only matters when no store is saved).
 *
 * @example
 * const choices = loadHarnessChoices()
 * const petstore = await startPetstoreWorker({ ...harnessOptions(choices), persist: true })
 * mountHarnessPanel(petstore, { choices })
 */
export function harnessOptions(
  choices: HarnessChoices,
): Pick<PetstoreOptions, 'scenario' | 'latency' | 'faultRate' | 'now'> {
  return {
    scenario: choices.scenario,
    latency: choices.latency,
    faultRate: choices.faultRate,
    now: sunsetClock(choices.clock),
  }
}
