/**
 * Findings grouped for a person: by the check that broke and the operation that broke it, with
 * counts, the distinct problems of each group (indices and ids folded, so a hundred failing
 * list items read as one problem) and one example to reproduce. A server that ignores the
 * contract fails thousands of cases for a dozen reasons; the groups name the reasons.
 */
import type { CheckName } from './checks'
import type { ConformanceFailure } from './run-state'

/** One group: a check broken on one operation. */
export interface FindingGroup {
  check: CheckName
  /** The operationId, or the phase in brackets for findings outside any one operation. */
  operation: string
  /** Findings (failed cases) in the group. */
  count: number
  /** Each distinct problem, folded, with how many findings show it; most frequent first. */
  problems: Array<{ message: string; count: number }>
  /** The index in `report.failures` of the first finding of the group: its example. */
  example: number
}

/**
 * A problem message with array indices and record ids folded, so the same broken promise reads
 * the same on every item.
 */
export function foldMessage(message: string): string {
  return message
    .replace(/\[\d+\]/g, '[*]')
    .replace(/(?<=[A-Za-z_*\]])\.\d+(?=\.|\s|$)/g, '.*')
    .replace(/\b(pet|order|category|request) \d+\b/g, '$1 N')
}

/**
 * The findings grouped by check and operation: the checks that broke most first, and within a
 * check the operations with most findings first.
 */
export function groupFindings(failures: readonly ConformanceFailure[]): FindingGroup[] {
  const groups = new Map<string, FindingGroup & { seen: Map<string, number> }>()
  failures.forEach((failure, index) => {
    const operation = failure.operationId ?? `(${failure.phase})`
    const checks = new Set(failure.problems.map((p) => p.check))
    for (const check of checks) {
      const key = `${check} ${operation}`
      let group = groups.get(key)
      if (!group) {
        group = { check, operation, count: 0, problems: [], example: index, seen: new Map() }
        groups.set(key, group)
      }
      group.count++
      const messages = new Set(
        failure.problems.filter((p) => p.check === check).map((p) => foldMessage(p.message)),
      )
      for (const message of messages) group.seen.set(message, (group.seen.get(message) ?? 0) + 1)
    }
  })
  const byCheck = new Map<string, number>()
  for (const group of groups.values()) {
    byCheck.set(group.check, (byCheck.get(group.check) ?? 0) + group.count)
  }
  return [...groups.values()]
    .map(({ seen, ...group }) => ({
      ...group,
      problems: [...seen]
        .map(([message, count]) => ({ message, count }))
        .sort((a, b) => b.count - a.count),
    }))
    .sort(
      (a, b) =>
        (byCheck.get(b.check) ?? 0) - (byCheck.get(a.check) ?? 0) ||
        a.check.localeCompare(b.check) ||
        b.count - a.count ||
        a.operation.localeCompare(b.operation),
    )
}

/** Groups of several operations that broke a check the same way. */
export interface ProblemGroup {
  check: CheckName
  /** The (check, operation) groups merged, most findings first. */
  groups: FindingGroup[]
  count: number
  /** The distinct problems over the merged groups, most frequent first. */
  problems: Array<{ message: string; count: number }>
  /** The example of the largest merged group. */
  example: number
}

// What makes two operations' problems the same: the message without the operation's own name
// and the lists in brackets that name its documented statuses.
function signature(group: FindingGroup): string {
  const main = group.problems[0]?.message ?? ''
  return `${group.check} ${main.replaceAll(group.operation, 'OP').replace(/\s*\([^)]*\)/g, '')}`
}

// A problem as it reads on any operation, for a group that spans several.
function general(group: FindingGroup): Array<{ message: string; count: number }> {
  return group.problems.map((p) => ({
    count: p.count,
    message: p.message
      .replaceAll(` for ${group.operation}`, '')
      .replace(/\s*\(documented: [^)]*\)/, ''),
  }))
}

/**
 * The (check, operation) groups whose main problem reads the same merged into one: a server
 * that answers 500 everywhere is one problem on eighteen operations, not eighteen problems.
 */
export function problemGroups(groups: readonly FindingGroup[]): ProblemGroup[] {
  const merged = new Map<string, ProblemGroup>()
  for (const group of groups) {
    const key = signature(group)
    const found = merged.get(key)
    if (!found) {
      merged.set(key, {
        check: group.check,
        groups: [group],
        count: group.count,
        problems: [...group.problems],
        example: group.example,
      })
      continue
    }
    if (found.groups.length === 1) found.problems = general(found.groups[0]!)
    found.groups.push(group)
    found.count += group.count
    for (const problem of general(group)) {
      const same = found.problems.find((p) => p.message === problem.message)
      if (same) same.count += problem.count
      else found.problems.push({ ...problem })
    }
  }
  for (const problem of merged.values()) problem.problems.sort((a, b) => b.count - a.count)
  return [...merged.values()]
}
