/**
 * Latency, injected faults and Prism's response controls (`Prefer` and `__` query forms), as
 * one request hook.
 * Faults are answered as the contract's own Error objects with documented statuses only.
 */
import type { Faker } from '@faker-js/faker'
import { ApiError, injectedCode } from '../contract/errors'
import { loadCreateFaker } from '../factories/faker-loader'
import type { OperationId } from '../contract/operations'
import type { RequestHook } from './context'
import type { Answer } from './answer'
import type { CannedKind, cannedReply } from './canned/canned'

export { parsePrefer } from './controls'

/** Named latency profiles, or a fixed number of milliseconds, or a [min, max] range. */
export type LatencySetting = 'none' | 'realistic' | 'slow' | number | readonly [number, number]

/** What the harness may change at run time. */
export interface ChaosSettings {
  latency: LatencySetting
  /** Share of requests (0 to 1) answered with an injected 500 or 503. */
  faultRate: number
}

const profiles: Record<'none' | 'realistic' | 'slow', readonly [number, number]> = {
  none: [0, 0],
  realistic: [40, 250],
  slow: [1000, 3000],
}

/** The delay range of a latency setting. */
export function latencyRange(setting: LatencySetting): readonly [number, number] {
  if (typeof setting === 'number') return [setting, setting]
  if (typeof setting === 'string') return profiles[setting]
  return setting
}

// The canned answers (examples, dynamic bodies) load with the first request that asks for one,
// beside faker: most pages never ask, and in the browser they are bytes every page would load.
// A failed load (a chunk the network lost) is tried again next time.
let canned: Promise<typeof cannedReply> | undefined

function loadCanned(): Promise<typeof cannedReply> {
  if (!canned) {
    canned = import('./canned/canned').then((module) => module.cannedReply)
    canned.catch(() => (canned = undefined))
  }
  return canned
}

function wait(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve()
}

function errorReply(operationId: OperationId, status: number, message: string): Answer {
  const error = new ApiError(injectedCode(operationId, status), message)
  const headers: Record<string, string> = status === 429 ? { 'Retry-After': '1' } : {}
  if (status === 401) headers['WWW-Authenticate'] = 'Bearer realm="petstore"'
  // The status asked for wins over the table's default for codes that share it.
  return { status, body: { ...error.toBody(), status }, headers }
}

/** The hook that applies latency, random faults and the response controls to every request. */
export function createChaosHook(settings: () => ChaosSettings, random: () => number): RequestHook {
  // Seeded from the hook's own sequence on first use: dynamic bodies repeat per seed and order.
  let faker: Faker | undefined
  // Without a delay it answers at once: most requests wait for nothing, and an await is not free.
  return (info) => {
    const { latency, faultRate } = settings()
    const [min, max] = latencyRange(latency)
    const delay = info.controls.delay ?? (max > 0 ? min + Math.round(random() * (max - min)) : 0)
    if (delay > 0) return wait(delay).then(() => decide(info, faultRate))
    return decide(info, faultRate)
  }

  function decide(
    { operation, url, controls: prefer }: Parameters<RequestHook>[0],
    faultRate: number,
  ): Promise<Answer | undefined> | Answer | undefined {
    if (prefer.code !== undefined) {
      if (!operation.statuses.includes(prefer.code)) {
        throw new ApiError(
          'validation_failed',
          `Prefer: code=${prefer.code} is not documented for ${operation.operationId}.`,
          {
            details: [
              { path: 'header.Prefer', message: `must be one of ${operation.statuses.join(', ')}` },
            ],
          },
        )
      }
      if (prefer.code >= 400 && prefer.example === undefined && !prefer.dynamic) {
        return errorReply(
          operation.operationId,
          prefer.code,
          `Answered with ${prefer.code} because the request asked for it (Prefer: code=${prefer.code}).`,
        )
      }
    }
    if (prefer.example !== undefined || prefer.dynamic) {
      // Faker loads with the first canned answer; its seed is drawn only once a dynamic body is
      // built, as before it loaded lazily.
      const kind: CannedKind =
        prefer.example !== undefined ? { example: prefer.example } : { dynamic: true }
      return Promise.all([loadCreateFaker(), loadCanned()]).then(([createFaker, cannedReply]) => {
        const fakerOf = () => (faker ??= createFaker(Math.floor(random() * 2 ** 31)))
        return cannedReply(operation, prefer.code, kind, fakerOf, url)
      })
    }
    if (faultRate > 0 && random() < faultRate) {
      const status = random() < 0.5 ? 500 : 503
      return errorReply(
        operation.operationId,
        status,
        status === 500
          ? 'Injected fault: something went wrong on our side.'
          : 'Injected fault: the service is unavailable; try again shortly.',
      )
    }
    return undefined
  }
}
