/**
 * Shared set-up of this folder's own test suites (Node only: reads the environment). The seed is
 * fixed so every run sends the same requests; FUZZ_SEED picks another one for exploration.
 */
import { createApiClient, type ApiClient } from '../../src/conformance/client'
import { DEFAULT_SEED } from '../../src/conformance/defaults'

/** Where the in-process mock answers in these suites. */
export const CONFORMANCE_BASE = 'http://petstore.test/api/v1'

/** A fixed clock before the getPetById sunset, so runs do not change with the date. */
export const CONFORMANCE_NOW = '2026-11-01T00:00:00.000Z'

/** The mock's demo keys. */
export const KEYS = { key: 'petstore-demo-key', readOnlyKey: 'petstore-readonly-key' } as const

/**
 * The seed for this run: FUZZ_SEED when set, else the fixed default.
 *
 * @example
 * const seed = fuzzSeed() // 20261001 unless FUZZ_SEED=123
 */
export function fuzzSeed(): number {
  const raw = process.env.FUZZ_SEED
  if (raw === undefined || raw === '') return DEFAULT_SEED
  const seed = Number(raw)
  if (!Number.isSafeInteger(seed)) throw new TypeError(`FUZZ_SEED must be an integer, got "${raw}"`)
  return seed
}

/**
 * The command that reruns a suite with the same seed.
 *
 * @example
 * rerun('src/conformance/fuzz.test.ts', 42) // 'FUZZ_SEED=42 npx vitest run src/conformance/fuzz.test.ts'
 */
export function rerun(file: string, seed: number): string {
  return `FUZZ_SEED=${seed} npx vitest run ${file}`
}

/**
 * The strict API client of these suites (every answer through the conformance checks), counting
 * the requests it sends. Without `fetch` it uses global fetch, looked up per request, so MSW's
 * interceptor answers it.
 *
 * @example
 * const { api, requests } = countingClient(pipelineFetch(petstore))
 * await api.ok('listPets')
 * requests() // 1
 */
export function countingClient(fetch?: typeof globalThis.fetch): {
  api: ApiClient
  requests: () => number
} {
  let sent = 0
  const api = createApiClient({
    baseUrl: CONFORMANCE_BASE,
    key: KEYS.key,
    strict: true,
    fetch: (input, init) => {
      sent++
      return (fetch ?? globalThis.fetch)(input, init)
    },
  })
  return { api, requests: () => sent }
}
