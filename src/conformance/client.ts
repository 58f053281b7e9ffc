/**
 * A small client for model-driven tests: call an operation by its id, get status and body back,
 * and fail at once (with a curl reproducer) when the answer breaks any contract check.
 */
import type { OperationId } from '../contract/operations'
import { spec } from './spec'
import { toCurl } from './http'
import type { RequestPlan } from './plan'
import type { Runner } from './runner'

/** An answer the checks passed. */
export interface Answer<T = unknown> {
  status: number
  body: T
  /** The Error code, when the answer is an error. */
  code: string | undefined
  headers: Headers
}

/** What to send. */
export interface CallInput {
  params?: Record<string, number | string>
  query?: Array<[string, string]>
  body?: unknown
}

/** Thrown when an answer breaks the contract. */
export class ContractBreach extends Error {
  override name = 'ContractBreach'
}

/**
 * Calls operations through a runner, checking every answer.
 *
 * @example
 * const api = new ContractClient(runner)
 * const { status, body } = await api.call('createPet', { body: { name: 'Rex', categoryId: 1 } })
 */
export class ContractClient {
  constructor(readonly runner: Runner) {}

  async call<T = unknown>(operationId: OperationId, input: CallInput = {}): Promise<Answer<T>> {
    const op = spec(operationId)
    const plan: RequestPlan = {
      operationId,
      kind: 'model',
      method: op.method,
      template: op.path,
      params: Object.fromEntries(
        Object.entries(input.params ?? {}).map(([name, value]) => [name, { raw: String(value) }]),
      ),
      query: input.query ?? [],
      auth: 'key',
      ...(input.body !== undefined && { body: { json: input.body } }),
      expect: { accept: true },
    }
    const { exchange, problems } = await this.runner.run(plan)
    if (problems.length > 0) {
      throw new ContractBreach(
        `${operationId} answered ${exchange.response.status} outside the contract:\n` +
          problems.map((p) => `  - ${p.check}: ${p.message}`).join('\n') +
          `\n  body: ${exchange.response.text.slice(0, 1000)}` +
          `\n  reproduce: ${toCurl(exchange.request, this.runner.secrets)}`,
      )
    }
    const body = exchange.response.body as T
    const code = (body as { code?: unknown } | undefined)?.code
    return {
      status: exchange.response.status,
      body,
      code: exchange.response.status >= 400 && typeof code === 'string' ? code : undefined,
      headers: exchange.response.headers,
    }
  }
}
