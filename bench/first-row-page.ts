/**
 * What the first-row tools (first-row-trace.ts, first-row-profile.ts, chunk-composition.ts)
 * share: the script each puts in the page before its own, how a source-map path is named, and
 * the shape of a Chrome trace's events.
 *
 * @example
 * await page.addInitScript({ content: watchFirstRow })
 * await page.waitForEvent('console', { predicate: (m) => m.text() === FIRST_ROW_READY })
 */

/** What the page says on the console once the demo is ready. */
export const FIRST_ROW_READY = 'petstore-first-row-ready'

/**
 * In the page before its scripts: marks `fr:first-row` when the first pet row is in the page, and
 * says FIRST_ROW_READY once the demo is ready. Waiting with page.waitForFunction would evaluate
 * Playwright's injected script on the page's main thread in the middle of the start it measures.
 */
export const watchFirstRow = `
  const observer = new MutationObserver(() => {
    if (!performance.getEntriesByName('fr:first-row').length && document.querySelector('main tbody tr')) {
      performance.mark('fr:first-row')
    }
    if (document.documentElement.dataset.mock === 'ready') {
      observer.disconnect()
      console.debug('${FIRST_ROW_READY}')
    }
  })
  observer.observe(document, { subtree: true, childList: true, attributes: true })
`

/**
 * The part a source-map path belongs to: its package under node_modules, else its path from the
 * repository (without the leading `../`); `fallback` when the map names no source.
 *
 * @example
 * sourcePart('../../node_modules/@msw/data/lib/index.js') // '@msw/data'
 * sourcePart('../../src/db/pets.ts') // 'src/db/pets.ts'
 */
export function sourcePart(source: string | null | undefined, fallback = '(unmapped)'): string {
  if (!source) return fallback
  const at = source.lastIndexOf('node_modules/')
  if (at < 0) return source.replace(/^(\.\.\/)+/, '').replace(/^.*?\/(src|demo)\//, '$1/')
  const rest = source.slice(at + 'node_modules/'.length).split('/')
  return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!
}

/**
 * One event of a Chrome trace (`browser.startTracing`), with the fields the first-row tools read:
 * the page's marks and process names (first-row-trace.ts), its CPU profile chunks
 * (first-row-profile.ts).
 *
 * @example
 * const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }
 */
export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  id?: string
  args?: {
    name?: string
    data?: {
      startTime?: number
      cpuProfile?: {
        nodes?: Array<{
          id: number
          parent?: number
          callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number }
        }>
        samples?: number[]
      }
      timeDeltas?: number[]
    }
  }
}
