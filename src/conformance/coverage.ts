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

/**
 * Counts the statuses each operation answered during a run.
 *
 * @example
 * const coverage = new Coverage()
 * coverage.record('createPet', 201)
 * coverage.report().summary.operationsSeen // 1
 */
export class Coverage {
  readonly #answered = new Map<OperationId, Map<number, number>>()

  /** Notes one answer; requests outside every operation are not coverage. */
  record(operationId: OperationId | undefined, status: number): void {
    if (operationId === undefined) return
    let statuses = this.#answered.get(operationId)
    if (!statuses) {
      statuses = new Map()
      this.#answered.set(operationId, statuses)
    }
    statuses.set(status, (statuses.get(status) ?? 0) + 1)
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
      })
      for (const [status, count] of [...seen].sort((a, b) => a[0] - b[0])) {
        if (!documented.includes(status))
          undocumented.push({ operationId: op.operationId, status, count })
      }
    }
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
}
