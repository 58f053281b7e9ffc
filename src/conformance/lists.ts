/**
 * Reading whole collections through the paged list operations: to learn which ids exist, to
 * snapshot the data before and after hostile input, and to check the state rules.
 */
import type { RequestPlan } from './plan'
import { TransportError } from './remote'
import type { Phase, Runner } from './run-state'
import { listings, type OperationSpec } from './spec'

const PAGE = 100

/**
 * Every item of a list operation, page by page (stops at `maxItems`). Problems with a page are
 * recorded as failures of `phase`; the items read so far are still returned.
 */
export async function listAll(
  runner: Runner,
  op: OperationSpec,
  phase: Phase,
  maxItems = 10_000,
): Promise<unknown[]> {
  const items: unknown[] = []
  for (let offset = 0; offset < maxItems; offset += PAGE) {
    const plan: RequestPlan = {
      operationId: op.operationId,
      kind: 'listing',
      method: 'GET',
      template: op.path,
      params: {},
      query: [
        ['limit', String(PAGE)],
        ['offset', String(offset)],
      ],
      auth: 'key',
      expect: { accept: true },
    }
    let outcome: Awaited<ReturnType<Runner['run']>>
    try {
      outcome = await runner.run(plan)
    } catch (error) {
      if (!(error instanceof TransportError)) throw error
      await runner.lost(phase, `${op.operationId}: listing every item`, error, op.operationId)
      break
    }
    const { exchange, problems } = outcome
    const page = exchange.response.body
    if (problems.length > 0 || exchange.response.status !== 200 || !Array.isArray(page)) {
      runner.fail(
        phase,
        `${op.operationId}: listing every item`,
        problems.length > 0
          ? problems
          : [
              {
                check: 'expected_outcome',
                message: `a plain list answered ${exchange.response.status}`,
              },
            ],
        exchange,
      )
      break
    }
    items.push(...page)
    const total = Number(exchange.response.headers.get('x-total-count'))
    if (page.length < PAGE || (Number.isFinite(total) && offset + PAGE >= total)) break
  }
  return items
}

/** Fills the runner's pools with the ids every list reveals. */
export async function discover(runner: Runner): Promise<void> {
  for (const listing of listings()) {
    for (const item of await listAll(runner, listing.operation, 'discovery', 2000)) {
      const id = (item as Record<string, unknown> | null)?.[listing.idField]
      if (typeof id === 'number') runner.pools.add(listing.resource, id)
    }
  }
}

/** Everything the lists show, as one comparable string. */
export async function snapshot(runner: Runner, phase: Phase = 'hostile'): Promise<string> {
  const parts: Record<string, unknown[]> = {}
  const seen = new Set<string>()
  for (const listing of listings()) {
    if (seen.has(listing.operation.operationId)) continue
    seen.add(listing.operation.operationId)
    parts[listing.operation.operationId] = await listAll(runner, listing.operation, phase)
  }
  return JSON.stringify(parts)
}
