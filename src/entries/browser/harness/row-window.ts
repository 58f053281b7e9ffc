/**
 * A windowed table body: of a long list of rows, only those in view, and a few beyond each edge,
 * are in the page. Two spacer rows stand in for the rest, so the scroll bar is the list's true
 * length. Rows have one fixed height (measured once drawn); a row may open a detail row under it,
 * whose height is measured when drawn. A draw then costs the rows a person can see, however many
 * are kept, and rows already in the page are kept as they are (their focus too), never rebuilt.
 */
import { averageRowHeight, slotsInView } from './row-layout'
import { h } from './dom'

/** How the window builds and names its rows. */
export interface RowWindowOptions<T> {
  /** The region that scrolls; the table with `tbody` is inside it. */
  scroll: HTMLElement
  tbody: HTMLTableSectionElement
  /** Columns of the table, for the spacer rows. */
  columns: number
  key(item: T): number
  row(item: T): HTMLTableRowElement
  /** The detail row shown under an open row. */
  detail(item: T): HTMLTableRowElement
}

export interface RowWindow<T> {
  /**
   * Shows `items` (first on top). `addedOnTop` of them are new above the ones shown before: a
   * reader scrolled down keeps the rows they were reading in place.
   */
  show(items: readonly T[], addedOnTop?: number): void
  /** Opens or closes the detail under the row with `key`; returns whether it is now open. */
  toggle(key: number): boolean
  isOpen(key: number): boolean
  /** Stops following the region's scrolling and size. */
  stop(): void
}

// Drawn beyond each edge of the view: enough that Tab always finds the next row in the page
// (the browser then scrolls to it, and the window follows), few enough to draw in no time.
const OVERSCAN_PX = 200
// Until a row or a detail has been drawn and measured (the panel may start closed).
const ROW_ESTIMATE = 32
const DETAIL_ESTIMATE = 160

/** Windows `items` into `tbody`. */
export function createRowWindow<T>(options: RowWindowOptions<T>): RowWindow<T> {
  const { scroll, tbody, key } = options
  let items: readonly T[] = []
  let rowHeight = 0
  const open = new Set<number>()
  const detailHeights = new Map<number, number>()
  const rows = new Map<number, HTMLTableRowElement>()
  const details = new Map<number, HTMLTableRowElement>()
  const spacerAt = createSpacers(options.columns)
  const heightOf = (k: number) =>
    (rowHeight || ROW_ESTIMATE) + (open.has(k) ? (detailHeights.get(k) ?? DETAIL_ESTIMATE) : 0)

  const focusedKey = () => keyHoldingFocus(tbody, rows, details)
  // The region's height as the ResizeObserver last reported it (undefined before its first report,
  // or without one): 0 while the panel is closed or shows another tab, when drawing is skipped
  // (no row to build, no layout read forced on the app's page) until it is shown again.
  let viewHeight: number | undefined

  const draw = (scrollTop?: number) => {
    if (viewHeight === 0) return
    scrollTop ??= scroll.scrollTop
    const top = scrollTop - OVERSCAN_PX
    const bottom = scrollTop + (viewHeight ?? scroll.clientHeight) + OVERSCAN_PX
    const pinned = focusedKey()
    const { drawn, total: y } = slotsInView(
      items,
      (item) => heightOf(key(item)),
      top,
      bottom,
      (item) => key(item) === pinned,
    )
    const shown = new Set<number>()
    const wanted = inOrder(drawn, y, spacerAt, (item) => {
      const k = key(item)
      shown.add(k)
      let row = rows.get(k)
      if (!row) rows.set(k, (row = options.row(item)))
      if (!open.has(k)) return [row]
      let detail = details.get(k)
      if (!detail) details.set(k, (detail = options.detail(item)))
      return [row, detail]
    })
    for (const k of rows.keys()) if (!shown.has(k)) rows.delete(k)
    for (const k of details.keys()) if (!shown.has(k) || !open.has(k)) details.delete(k)
    // Spacers are placed afresh each time, so the rows kept never have to move.
    for (const spacer of spacerAt.all()) spacer.row.remove()
    place(tbody, wanted)
    if (measure()) drawSoon()
  }

  const measure = (): boolean => {
    const measured = measureHeights(tbody, rowHeight, details, detailHeights, spacerAt.all())
    rowHeight = measured.rowHeight
    return measured.changed
  }

  const { drawSoon, stop } = drawTriggers(
    scroll,
    tbody,
    () => draw(),
    (height) => {
      viewHeight = height
    },
  )

  return {
    show(next, addedOnTop = 0) {
      items = next
      const keys = new Set(next.map(key))
      for (const k of open) if (!keys.has(k)) open.delete(k)
      for (const k of detailHeights.keys()) if (!keys.has(k)) detailHeights.delete(k)
      if (viewHeight === 0) return
      const scrolled = scroll.scrollTop
      if (scrolled === 0 || addedOnTop === 0) return draw()
      // Below the top, the new rows go in above the view instead of pushing it down.
      const added = next.slice(0, addedOnTop).reduce((sum, item) => sum + heightOf(key(item)), 0)
      draw(scrolled + added)
      scroll.scrollTop = scrolled + added
    },
    toggle(k) {
      if (open.has(k)) open.delete(k)
      else open.add(k)
      draw()
      return open.has(k)
    },
    isOpen: (k) => open.has(k),
    stop,
  }
}

// What makes the window draw again: a scroll, on the next frame; the focus arriving in a row, at
// once; and a change of the view's height (shown, hidden, or a phone turned).
function drawTriggers(
  scroll: HTMLElement,
  tbody: HTMLElement,
  draw: () => void,
  heightChanged: (height: number | undefined) => void,
) {
  let frame: number | undefined
  const drawSoon = () => {
    frame ??= requestAnimationFrame(() => {
      frame = undefined
      draw()
    })
  }
  scroll.addEventListener('scroll', drawSoon, { passive: true })
  // Tab scrolls the region to the row it reaches at once, but the scroll event (and the draw
  // it asks for) waits for the next frame: a keyboard faster than the frames (a busy machine,
  // a held Tab) would run past the rows drawn beyond the edge and leave the journal. Drawing
  // as the focus arrives keeps the next row in the page whatever the frame rate.
  tbody.addEventListener('focusin', draw)
  const stopObserving = observeHeight(scroll, (height) => {
    heightChanged(height)
    drawSoon()
  })
  return {
    drawSoon,
    stop() {
      scroll.removeEventListener('scroll', drawSoon)
      tbody.removeEventListener('focusin', draw)
      stopObserving()
      if (frame !== undefined) cancelAnimationFrame(frame)
      frame = undefined
    },
  }
}

// Puts `wanted` in `parent` in order, removing the rest. Rows kept from the last draw are never
// moved (they stay in order, and the spacers were taken out first), so a focused row keeps its
// focus.
function place(parent: HTMLElement, wanted: readonly HTMLElement[]): void {
  const keep = new Set<Element>(wanted)
  for (const child of [...parent.children]) if (!keep.has(child)) child.remove()
  let at = parent.firstElementChild
  for (const node of wanted) {
    if (node === at) at = at.nextElementSibling
    else parent.insertBefore(node, at)
  }
}

type Spacer = { row: HTMLTableRowElement; cell: HTMLTableCellElement }

// Spacer rows stand in for the rows not drawn: one above, one below, one more between the
// window and a focused row outside it. Made once each, reused on every draw.
function createSpacers(columns: number): ((n: number) => Spacer) & { all(): Spacer[] } {
  const spacers: Spacer[] = []
  const at = (n: number) => {
    if (!spacers[n]) {
      const cell = h('td', { colspan: columns })
      spacers[n] = { row: h('tr', { class: 'spacer', 'aria-hidden': 'true' }, cell), cell }
    }
    return spacers[n]
  }
  return Object.assign(at, { all: () => spacers })
}

// The row holding the focus stays in the page wherever it is scrolled to: removing it would
// lose a keyboard user's place, and the browser scrolls the region when a focused row goes.
function keyHoldingFocus(
  tbody: HTMLElement,
  rows: ReadonlyMap<number, HTMLElement>,
  details: ReadonlyMap<number, HTMLElement>,
): number | undefined {
  const active = (tbody.getRootNode() as Document | ShadowRoot).activeElement
  if (!active || !tbody.contains(active)) return undefined
  for (const [k, row] of rows) if (row.contains(active)) return k
  for (const [k, detail] of details) if (detail.contains(active)) return k
  return undefined
}

// Heights read from what was just drawn; `changed` when a guess was wrong and the spacers are off.
function measureHeights(
  tbody: HTMLElement,
  rowHeight: number,
  details: ReadonlyMap<number, HTMLElement>,
  detailHeights: Map<number, number>,
  spacers: readonly Spacer[],
): { rowHeight: number; changed: boolean } {
  let changed = false
  if (rowHeight === 0 && details.size === 0) {
    const height = averageRowHeight(tbody, (child) => spacers.some((s) => s.row === child))
    if (height > 0) [rowHeight, changed] = [height, true]
  }
  for (const [k, detail] of details) {
    const height = detail.getBoundingClientRect().height
    if (height > 0 && height !== detailHeights.get(k)) {
      detailHeights.set(k, height)
      changed = true
    }
  }
  return { rowHeight, changed }
}

// The rows of the window in order, with spacers standing in for the rows above, between and
// below that are not drawn, so the region scrolls as if all were there.
function inOrder<T>(
  drawn: ReadonlyArray<{ item: T; start: number; end: number }>,
  total: number,
  spacerAt: (n: number) => Spacer,
  rowsOf: (item: T) => HTMLTableRowElement[],
): HTMLTableRowElement[] {
  const wanted: HTMLTableRowElement[] = []
  let covered = 0
  let gaps = 0
  const spaceTo = (to: number) => {
    const spacer = spacerAt(gaps++)
    spacer.cell.style.height = `${Math.max(0, to - covered)}px`
    wanted.push(spacer.row)
    covered = to
  }
  for (const { item, start, end } of drawn) {
    if (wanted.length === 0 || start > covered) spaceTo(start)
    wanted.push(...rowsOf(item))
    covered = end
  }
  if (wanted.length === 0) spaceTo(0)
  spaceTo(total)
  return wanted
}

// Calls `changed` with the element's height each time it changes; returns how to stop.
function observeHeight(element: HTMLElement, changed: (height: number | undefined) => void) {
  if (typeof ResizeObserver === 'undefined') return () => undefined
  const observer = new ResizeObserver((entries) => changed(entries.at(-1)?.contentRect.height))
  observer.observe(element)
  return () => observer.disconnect()
}
