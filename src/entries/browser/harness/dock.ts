/**
 * How the open panel shares the screen with the app: docked beside it on wide screens (the page
 * gets a right margin, so no button hides under the panel), a sheet over the bottom on phones.
 */
// The docked panel's width; the page's right margin matches it while the panel is open.
const PANEL_WIDTH = 440
// The closed launcher's strip at the right edge (styles.ts): kept clear of the page, so the
// launcher never lies over a button of the app, however the page is scrolled.
const LAUNCHER_STRIP = 32
// On phones the panel is a sheet over the bottom of the screen, this tall (styles.ts); less on a
// short screen (a laptop at 200% zoom is 640 × 400), so the app keeps more than a strip.
const SHEET_HEIGHT = '60vh'
const SHORT_SHEET_HEIGHT = '45vh'
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
 */
export function createDock(makeRoom: boolean): Dock {
  const root = document.documentElement
  const roomBefore = root.style.marginRight
  return {
    apply(open) {
      const wide = window.matchMedia('(min-width: 641px)').matches
      const right = wide ? `${open ? PANEL_WIDTH : LAUNCHER_STRIP}px` : '0px'
      root.style.setProperty(INSET_RIGHT, right)
      const short = window.matchMedia('(max-height: 520px)').matches
      const sheet = short ? SHORT_SHEET_HEIGHT : SHEET_HEIGHT
      root.style.setProperty(INSET_BOTTOM, open && !wide ? sheet : '0px')
      if (makeRoom) root.style.marginRight = wide ? right : roomBefore
    },
    restore() {
      root.style.marginRight = roomBefore
      root.style.removeProperty(INSET_RIGHT)
      root.style.removeProperty(INSET_BOTTOM)
    },
  }
}
