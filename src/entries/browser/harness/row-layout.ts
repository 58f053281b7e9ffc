/**
 * The arithmetic of the journal's windowed table, apart from its DOM: which rows fall in view,
 * and how tall a row is once drawn.
 */

/** A row placed in the table: its item and where it starts and ends, in pixels from the top. */
export interface Slot<T> {
  item: T
  start: number
  end: number
}

/**
 * The rows that overlap [top, bottom), plus any row `pinned` keeps (the focused one), stacked
 * by their heights; `total` is the height of every row, drawn or not.
 */
export function slotsInView<T>(
  items: readonly T[],
  heightOf: (item: T) => number,
  top: number,
  bottom: number,
  pinned: (item: T) => boolean,
): { drawn: Slot<T>[]; total: number } {
  const drawn: Slot<T>[] = []
  let y = 0
  for (const item of items) {
    const end = y + heightOf(item)
    if ((end > top && y < bottom) || pinned(item)) drawn.push({ item, start: y, end })
    y = end
  }
  return { drawn, total: y }
}

/**
 * A drawn row's height, averaged over one unbroken run of rows between the two spacers (0 when
 * there is no such run yet): with collapsed borders the first row is half a pixel shorter than
 * the rest, and that error would add up over hundreds of rows.
 */
export function averageRowHeight(tbody: Element, isSpacer: (child: Element) => boolean): number {
  const children = [...tbody.children]
  const drawn = children.filter((child) => !isSpacer(child))
  const first = drawn[0]
  const last = drawn.at(-1)
  if (!first || !last || children.length - drawn.length !== 2) return 0
  const { top } = first.getBoundingClientRect()
  return (last.getBoundingClientRect().bottom - top) / drawn.length
}
