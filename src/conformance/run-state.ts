/**
 * The state of one conformance run: where it sends, which ids it knows, how many requests it
 * made, and what failed. Every phase sends through `exchange` so counts and pools stay right.
 */
import { checkResponse, type Problem } from './checks'
import { Coverage } from '../runtime/coverage'
import type { TransportError } from './remote'
import {
  curlSecrets,
  materialize,
  send,
  toCurl,
  type Credentials,
  type Exchange,
  type SentRequest,
} from './remote'
import type { RequestPlan } from './plan'
import { IdPools } from './pools'
import { listings, resourceOf } from './spec'

/** Where a failure was found. */
export type Phase = 'discovery' | 'hostile' | 'fuzz' | 'follow-up' | 'invariants'

/** One failure, with everything needed to reproduce it. */
export interface ConformanceFailure {
  phase: Phase
  /** What was being tested, e.g. `createPet (mutated): body.name: too long`. */
  title: string
  operationId: string | undefined
  problems: Problem[]
  /** The request, with keys replaced as in `curl` and a binary body shown as hex. */
  request?: { method: string; url: string; headers: Record<string, string>; body?: string }
  response?: { status: number; headers: Record<string, string>; body: string }
  /** The same request as a curl command (keys replaced by environment variables). */
  curl?: string
  /** How to replay the fast-check property that found it. */
  replay?: { seed: number; path: string; only: string }
}

/** What a runner needs. */
export interface RunnerOptions extends Credentials {
  baseUrl: string
  fetch?: typeof fetch
  /** How long one request may take, answer read. Default 30 s. */
  timeoutMs?: number
  /** When the server stops answering, wait for it to come back (up to `comebackMs`) and go on. */
  keepGoing?: boolean
  /** How long `keepGoing` waits for the server to answer again. Default 60 s. */
  comebackMs?: number
  /** Told when the server stops answering and when it is back. */
  onProgress?: (line: string) => void
}

/**
 * Thrown through every phase once the run stopped because the server stopped answering; the
 * suite catches it and reports what was found until then.
 */
export class RunStopped extends Error {
  override name = 'RunStopped'
}

/** Sends plans, checks answers and keeps the pools and counters of a run. */
export class Runner {
  readonly pools = new IdPools()
  readonly coverage = new Coverage()
  readonly failures: ConformanceFailure[] = []
  readonly credentials: Credentials
  readonly baseUrl: string
  readonly secrets: Record<string, string>
  requests = 0
  /** Why the run stopped early, once it did. */
  stopped: string | undefined
  readonly #fetch: typeof fetch
  readonly #options: RunnerOptions

  constructor(options: RunnerOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '')
    this.credentials = {
      key: options.key,
      ...(options.readOnlyKey !== undefined && { readOnlyKey: options.readOnlyKey }),
    }
    this.secrets = curlSecrets(this.credentials)
    // Looked up per request: interceptors such as MSW replace globalThis.fetch after start-up.
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
    this.#options = options
  }

  /**
   * Sends one plan as planned. A request with no whole answer throws TransportError (hand it to
   * `lost`); once the run stopped, every call throws RunStopped without sending.
   */
  async exchange(plan: RequestPlan): Promise<Exchange> {
    if (this.stopped !== undefined) throw new RunStopped(this.stopped)
    const { request, params } = materialize(plan, this.pools, this.baseUrl, this.credentials)
    this.requests++
    const response = await send(request, this.#fetch, this.#options.timeoutMs)
    this.coverage.record(plan.operationId, response.status)
    return { plan, request, params, response }
  }

  /** Sends one plan, checks the answer against the contract and learns ids from it. */
  async run(plan: RequestPlan): Promise<{ exchange: Exchange; problems: Problem[] }> {
    const exchange = await this.exchange(plan)
    const problems = checkResponse(
      {
        operationId: plan.operationId,
        method: plan.method,
        template: plan.template,
        url: exchange.request.url,
        expect: plan.expect,
      },
      exchange.response,
    )
    if (problems.length === 0) this.learn(exchange)
    return { exchange, problems }
  }

  /** Updates the pools from a successful create or delete. */
  learn({ plan, params, response }: Exchange): void {
    if (plan.method === 'POST' && response.status === 201) {
      const listing = listings().find((l) => l.operation.path === plan.template)
      const id = (response.body as { id?: unknown } | undefined)?.id
      if (listing && typeof id === 'number') this.pools.add(listing.resource, id)
    }
    if (plan.method === 'DELETE' && response.status === 204) {
      for (const [name, value] of Object.entries(params)) {
        const resource = resourceOf(name)
        if (resource && /^\d+$/.test(value)) this.pools.remove(resource, Number(value))
      }
    }
  }

  /**
   * Records a request that got no whole answer, with its curl, then asks whether the server still
   * answers. When it does not, the finding names this request as the likely cause and the run
   * stops (RunStopped), or with `keepGoing` waits for the server to come back.
   */
  async lost(
    phase: Phase,
    title: string,
    error: TransportError,
    operationId: string | undefined,
  ): Promise<void> {
    const failure = this.fail(phase, title, [{ check: 'transport', message: error.message }])
    failure.operationId = operationId
    failure.request = this.#reported(error.request)
    failure.curl = toCurl(error.request, this.secrets)
    if (await this.#answers()) return
    const what = `${error.request.method} ${error.request.url}`
    failure.problems.push({
      check: 'server_stopped',
      message:
        this.requests <= 1
          ? `the server could not be reached at ${this.baseUrl}`
          : `the server stopped answering after this request (${what}), the last one sent: it is the likely cause`,
    })
    const progress = this.#options.onProgress ?? (() => undefined)
    if (this.#options.keepGoing && this.requests > 1) {
      progress(`the server stopped answering after ${what}; waiting for it to come back…`)
      const since = Date.now()
      if (await this.#comesBack()) {
        progress(
          `the server answers again after ${((Date.now() - since) / 1000).toFixed(1)} s; going on`,
        )
        return
      }
    }
    this.stopped =
      this.requests <= 1
        ? `the server could not be reached at ${this.baseUrl} (${error.message})`
        : `the server stopped answering after request ${this.requests} (${what})`
    progress(`stopped: ${this.stopped}`)
    throw new RunStopped(this.stopped)
  }

  // Any HTTP answer counts: the question is whether something still listens and answers.
  async #answers(): Promise<boolean> {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const url = `${this.baseUrl}/categories?limit=1`
        await send({ method: 'GET', url, headers: {} }, this.#fetch, 5000)
        return true
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 150 * (attempt + 1)))
      }
    }
    return false
  }

  async #comesBack(): Promise<boolean> {
    const until = Date.now() + (this.#options.comebackMs ?? 60_000)
    while (Date.now() < until) {
      if (await this.#answers()) return true
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    return false
  }

  /** Records a failure with a curl reproducer. */
  fail(
    phase: Phase,
    title: string,
    problems: Problem[],
    exchange?: Exchange,
    replay?: ConformanceFailure['replay'],
  ): ConformanceFailure {
    const failure: ConformanceFailure = {
      phase,
      title,
      operationId: exchange?.plan.operationId,
      problems,
      ...(exchange && {
        request: this.#reported(exchange.request),
        response: {
          status: exchange.response.status,
          headers: Object.fromEntries(exchange.response.headers.entries()),
          body: exchange.response.text.slice(0, 4000),
        },
        curl: toCurl(exchange.request, this.secrets),
      }),
      ...(replay && { replay }),
    }
    this.failures.push(failure)
    return failure
  }

  #reported(request: SentRequest): NonNullable<ConformanceFailure['request']> {
    const headers: Record<string, string> = {}
    for (const [name, value] of Object.entries(request.headers)) {
      const secret = Object.keys(this.secrets)
        .filter((key) => key !== '' && value.includes(key))
        .sort((a, b) => b.length - a.length)[0]
      headers[name] = secret ? value.split(secret).join(this.secrets[secret]) : value
    }
    const body =
      request.body === undefined || typeof request.body === 'string'
        ? request.body
        : request.body instanceof Uint8Array
          ? `<${request.body.length} bytes: ${[...request.body.slice(0, 64)].map((b) => b.toString(16).padStart(2, '0')).join(' ')}>`
          : `<${request.body.bytes} bytes streamed without Content-Length>`

    return {
      method: request.method,
      url: request.url,
      headers,
      ...(body !== undefined && { body: body.slice(0, 4000) }),
    }
  }
}
