/**
 * Which documented responses a run reached: per operationId of openapi.yaml, the statuses it
 * documents and the ones the server actually answered, plus answers with statuses it does not
 * document. A run that never saw a 409 has not checked one; the report says so.
 */
import { contractOperations, type OperationId } from '../contract/operations'

/** One operation's coverage. */
export interface OperationCoverage {
  operationId: OperationId
  documented: number[]
  /** Documented statuses the server answered, ascending. */
  answered: number[]
  /** Statuses (documented or not) that came from a hook (`Prefer`, `nextResponse`), ascending. */
  hooked: number[]
}

/** What a run reached, in the shape the mock's own coverage uses. */
export interface CoverageReport {
  operations: OperationCoverage[]
  summary: {
    operationsSeen: number
    operationsTotal: number
    responsesSeen: number
    responsesTotal: number
  }
  /** Answers with a status the operation does not document, counted. */
  undocumented: Array<{ operationId: OperationId; status: number; count: number }>
}

/** Counts the statuses each operation answered during a run. */
export class Coverage {
  readonly #answered = new Map<string, Map<number, number>>()
  readonly #hooked = new Map<string, Set<number>>()

  /**
   * Notes one answer in O(1); requests outside every operation are not coverage. `hooked` marks
   * an answer a hook forced (`Prefer: code=`, `nextResponse`) rather than the operation's logic.
   */
  record(operationId: string | undefined, status: number, hooked = false): void {
    if (operationId === undefined) return
    let statuses = this.#answered.get(operationId)
    if (!statuses) {
      statuses = new Map()
      this.#answered.set(operationId, statuses)
    }
    statuses.set(status, (statuses.get(status) ?? 0) + 1)
    if (hooked) {
      let forced = this.#hooked.get(operationId)
      if (!forced) this.#hooked.set(operationId, (forced = new Set()))
      forced.add(status)
    }
  }

  /** Forgets every answer counted so far. */
  clear(): void {
    this.#answered.clear()
    this.#hooked.clear()
  }

  /** The coverage so far, operations in document order. */
  report(): CoverageReport {
    const operations: OperationCoverage[] = []
    const undocumented: CoverageReport['undocumented'] = []
    for (const op of contractOperations) {
      const seen = this.#answered.get(op.operationId) ?? new Map<number, number>()
      const documented = [...op.statuses].sort((a, b) => a - b)
      operations.push({
        operationId: op.operationId,
        documented,
        answered: documented.filter((status) => seen.has(status)),
        hooked: [...(this.#hooked.get(op.operationId) ?? [])].sort((a, b) => a - b),
      })
      for (const [status, count] of [...seen].sort((a, b) => a[0] - b[0])) {
        if (!documented.includes(status))
          undocumented.push({ operationId: op.operationId, status, count })
      }
    }
    return summarize(operations, undocumented)
  }
}

/**
 * Builds a report (summary included) from per-operation coverage; one home for the arithmetic,
 * shared by a single mock's report and the merge of a whole test run.
 */
export function summarize(
  operations: OperationCoverage[],
  undocumented: CoverageReport['undocumented'],
): CoverageReport {
  return {
    operations,
    summary: {
      operationsSeen: operations.filter((op) => op.answered.length > 0).length,
      operationsTotal: operations.length,
      responsesSeen: operations.reduce((n, op) => n + op.answered.length, 0),
      responsesTotal: operations.reduce((n, op) => n + op.documented.length, 0),
    },
    undocumented,
  }
}
