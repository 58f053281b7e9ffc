/**
 * How the open panel shares the screen with the app: docked beside it on wide screens (the page
 * gets a right margin, so no button hides under the panel), a sheet over the bottom on phones.
 * Either way `<html>` carries how much the panel covers, so the app's own fixed layers (toasts,
 * banners) can stay clear of it.
 */
// The docked panel's width; the page's right margin matches it while the panel is open.
const PANEL_WIDTH = 440
// On phones the panel is a sheet over the bottom of the screen, this tall (styles.ts).
const SHEET_HEIGHT = '60vh'
// Set on <html> while the panel is open: how much of the viewport's right edge and bottom it
// covers, so an app's fixed layers (toasts, banners) can stay clear of it.
const INSET_RIGHT = '--petstore-harness-inset-right'
const INSET_BOTTOM = '--petstore-harness-inset-bottom'

/** Applies and undoes the room the panel takes. */
export interface Dock {
  /** Makes room for an open panel, or gives it back when closed. */
  apply(open: boolean): void
  /** Puts `<html>` back as it was before the panel was mounted. */
  restore(): void
}

/**
 * Keeps the page's room for the panel; `makeRoom: false` leaves the margin alone (the panel
 * floats over the page) but still publishes the insets.
 *
 * @example
 * const dock = createDock(true)
 * dock.apply(true) // <html style="margin-right: 440px; --petstore-harness-inset-right: 440px">
 */
export function createDock(makeRoom: boolean): Dock {
  const root = document.documentElement
  const roomBefore = root.style.marginRight
  return {
    apply(open) {
      const wide = window.matchMedia('(min-width: 641px)').matches
      root.style.setProperty(INSET_RIGHT, open && wide ? `${PANEL_WIDTH}px` : '0px')
      root.style.setProperty(INSET_BOTTOM, open && !wide ? SHEET_HEIGHT : '0px')
      if (makeRoom) root.style.marginRight = open && wide ? `${PANEL_WIDTH}px` : roomBefore
    },
    restore() {
      root.style.marginRight = roomBefore
      root.style.removeProperty(INSET_RIGHT)
      root.style.removeProperty(INSET_BOTTOM)
    },
  }
}
