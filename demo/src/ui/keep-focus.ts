/**
 * A list drawn again (after a save, a delete, a page change) replaces the element that had the
 * focus, and the browser drops it to <body>: a keyboard user starts over from the top. So a
 * list remembers where the focus was and puts it back on the same control, or on the nearest
 * one that still exists.
 */

/** Where the focus was in a list, read before it is drawn again. */
interface FocusPlace {
  /** The row's record (its `data-*-id`), e.g. `data-pet-id=7`. */
  row: string | undefined
  /** The row's position among the rows. */
  rowIndex: number
  /** What the control does: the first word of its name, e.g. `Edit`, `Delete`, `Next`. */
  action: string
  /** Its position among the list's controls, for controls outside rows. */
  index: number
}

const focusable = 'button:not([disabled]), a[href], input:not([type="hidden"]), select, textarea'

function actionOf(element: Element): string {
  const name = element.getAttribute('aria-label') ?? element.textContent ?? ''
  return name.trim().split(/\s+/)[0] ?? ''
}

function rowKeyOf(row: Element | null): string | undefined {
  const id = row && [...row.attributes].find((a) => /^data-[a-z]+-id$/.test(a.name))
  return id ? `${id.name}=${id.value}` : undefined
}

function rowsOf(slot: HTMLElement): HTMLElement[] {
  return [...slot.querySelectorAll<HTMLElement>('tbody > tr')]
}

/** Reads where the focus is inside `slot`; undefined when it is elsewhere. */
export function focusPlace(slot: HTMLElement): FocusPlace | undefined {
  const active = document.activeElement
  if (!active || active === document.body || !slot.contains(active)) return undefined
  const row = active.closest('tbody > tr')
  return {
    row: rowKeyOf(row),
    rowIndex: row ? rowsOf(slot).indexOf(row as HTMLElement) : -1,
    action: actionOf(active),
    index: [...slot.querySelectorAll(focusable)].indexOf(active),
  }
}

/**
 * Puts the focus back where `place` was, once `slot` was drawn again: the same control of the
 * same record; else the same control of the row now in its place (the next row, after a
 * delete); else the control that does the same (a pager's Next, or its Previous once Next is
 * gone); else the first control of the list. Nothing moves when the focus went somewhere else
 * meanwhile (a person who moved on is not pulled back).
 */
export function restoreFocus(slot: HTMLElement, place: FocusPlace | undefined): void {
  if (!place) return
  const active = document.activeElement
  if (active && active !== document.body) return
  target(slot, place)?.focus()
}

function target(slot: HTMLElement, place: FocusPlace): HTMLElement | undefined {
  const rows = rowsOf(slot)
  const inRow = (row: HTMLElement | undefined) => {
    const controls = row ? [...row.querySelectorAll<HTMLElement>(focusable)] : []
    return controls.find((c) => actionOf(c) === place.action) ?? controls[0]
  }
  if (place.rowIndex >= 0) {
    const same = place.row ? rows.find((r) => rowKeyOf(r) === place.row) : undefined
    const found = inRow(same) ?? inRow(rows[Math.min(place.rowIndex, rows.length - 1)])
    if (found) return found
  }
  const controls = [...slot.querySelectorAll<HTMLElement>(focusable)]
  const outsideRows = controls.filter((c) => !c.closest('tbody'))
  return (
    outsideRows.find((c) => actionOf(c) === place.action) ??
    // A pager at its last page: Next is disabled, Previous goes back the way the person came.
    outsideRows.find((c) => c.closest('.pager')) ??
    controls[Math.min(place.index, controls.length - 1)] ??
    controls[0]
  )
}
