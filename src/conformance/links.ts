/**
 * Follow-up requests that tie operations together, as Schemathesis' stateful links do: what a
 * POST created can be read back unchanged, and what a DELETE removed answers 404 everywhere.
 */
import type { Problem } from './checks'
import type { Exchange } from './remote'
import type { RequestPlan } from './plan'
import type { Runner } from './run-state'
import { operationSpecs, resourceOf, type OperationSpec } from './spec'

/** JSON equality that ignores key order. */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b)
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'undefined'
}

/** GET operations that read one record of `resource` by its id, e.g. pet → getPetById, getInventoryItem. */
function readersOf(resource: string): OperationSpec[] {
  return operationSpecs.filter(
    (op) =>
      op.method === 'GET' &&
      op.pathParams.length === 1 &&
      resourceOf(op.pathParams[0]?.name ?? '') === resource,
  )
}

function readPlan(op: OperationSpec, id: string, kind: string): RequestPlan {
  const param = op.pathParams[0]?.name ?? 'id'
  return {
    operationId: op.operationId,
    kind,
    method: 'GET',
    template: op.path,
    params: { [param]: { raw: id } },
    query: [],
    auth: 'key',
    expect: { accept: true },
  }
}

/** A failed follow-up: the request that showed it and what was wrong. */
export interface FollowUpFailure {
  exchange: Exchange
  problems: Problem[]
}

/**
 * Reads back what a successful POST created and checks that what a DELETE removed is gone.
 * Returns the first failure, or undefined.
 */
export async function followUp(
  runner: Runner,
  exchange: Exchange,
): Promise<FollowUpFailure | undefined> {
  const { plan, response } = exchange
  if (plan.method === 'POST' && response.status === 201) {
    const body = response.body as { id?: unknown } | undefined
    const item = operationSpecs.find(
      (op) =>
        op.method === 'GET' &&
        op.pathParams.length === 1 &&
        op.path.startsWith(`${plan.template}/{`),
    )
    if (!item || typeof body?.id !== 'number') return undefined
    const read = await runner.run(readPlan(item, String(body.id), 'follow-up: GET after POST'))
    const { status } = read.exchange.response
    const problems = [...read.problems]
    if (status !== 200 && status !== 410) {
      problems.push({
        check: 'follow_up',
        message: `what POST ${plan.template} created answers ${status}`,
      })
    } else if (status === 200 && !sameJson(read.exchange.response.body, body)) {
      problems.push({
        check: 'follow_up',
        message: `GET returns ${read.exchange.response.text.slice(0, 300)}, POST returned ${response.text.slice(0, 300)}`,
      })
    }
    return problems.length > 0 ? { exchange: read.exchange, problems } : undefined
  }
  if (plan.method === 'DELETE' && response.status === 204) {
    const [name, id] = Object.entries(exchange.params)[0] ?? []
    const resource = name ? resourceOf(name) : undefined
    if (!resource || id === undefined) return undefined
    for (const reader of readersOf(resource)) {
      const read = await runner.run(readPlan(reader, id, 'follow-up: GET after DELETE'))
      const { status } = read.exchange.response
      const problems = [...read.problems]
      if (status !== 404 && status !== 410) {
        problems.push({
          check: 'follow_up',
          message: `${reader.operationId} still answers ${status} after DELETE ${plan.template} answered 204`,
        })
      }
      if (problems.length > 0) return { exchange: read.exchange, problems }
    }
  }
  return undefined
}
