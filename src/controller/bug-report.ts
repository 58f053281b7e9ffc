/**
 * The bug-report bundle: one JSON file with the shared state (`share()`), the last requests of
 * the journal and the same as HAR 1.2, and the browser and package versions. The harness saves
 * one; `fromBugReport` reads it back in Node and starts a mock at its state.
 */
import type { JournalEntry } from '../runtime/journal'
import { journalHar } from '../runtime/har/from-journal'
import type { Har } from '../runtime/har/types'
import { StoreSnapshotError } from '../db/snapshot'

const FORMAT = 'petstore-mock/bug-report'
const VERSION = 1
/** How many of the newest requests a bundle keeps. */
export const BUG_REPORT_REQUESTS = 50

/** A bug-report bundle. */
export interface BugReport {
  format: typeof FORMAT
  version: typeof VERSION
  createdAt: string
  /** The package version, the browser (user agent) and the page it came from (no fragment). */
  versions: { package: string; browser: string }
  page: string
  /** The shared state at the time of the report: what `restore()` and `state` load. */
  state: string
  /** The newest requests, oldest first (credentials redacted, as the journal keeps them). */
  requests: JournalEntry[]
  /** The same requests as HAR 1.2, for DevTools. */
  har: Har
}

/** A bundle of a mock as it is now. */
export async function bugReportOf(
  petstore: { share(): Promise<string>; requests: { slice(start: number): JournalEntry[] } },
  browser: string,
  page: string,
): Promise<BugReport> {
  const { PACKAGE_VERSION } = await import('./state')
  const requests = petstore.requests.slice(-BUG_REPORT_REQUESTS)
  return {
    format: FORMAT,
    version: VERSION,
    createdAt: new Date().toISOString(),
    versions: { package: PACKAGE_VERSION, browser },
    page: page.split('#')[0] ?? page,
    state: await petstore.share(),
    requests,
    har: journalHar(requests),
  }
}

/**
 * Checks a value read from a bug-report file; throws StoreSnapshotError naming what is wrong.
 * The state inside is checked when it loads.
 */
export function checkBugReport(value: unknown): BugReport {
  const report = value as Partial<BugReport> | null
  const problem = (path: string, message: string) => new StoreSnapshotError([{ path, message }])
  if (typeof report !== 'object' || report === null || report.format !== FORMAT) {
    throw problem('format', `must be "${FORMAT}": this is not a petstore-mock bug report`)
  }
  if (report.version !== VERSION) {
    throw problem('version', `is ${String(report.version)}; this petstore-mock reads ${VERSION}`)
  }
  if (typeof report.state !== 'string') throw problem('state', 'must be a state text')
  if (!Array.isArray(report.requests)) throw problem('requests', 'must be a list')
  return report as BugReport
}
