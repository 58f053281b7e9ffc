/**
 * Opening and closing the panel: the launcher (a tab in a strip of its own at the right edge
 * on wide screens, so it never lies over the app's buttons; a pill on phones), a keyboard
 * shortcut from anywhere in the page, and Escape from anywhere while the panel is open. Focus
 * moves into the panel as it opens and goes back where it was when it closes.
 */
import { h, type Child } from './dom'

/**
 * The shortcut that opens (and closes) the harness from anywhere in the page, as the harness
 * names it: Alt+Shift+H (Option+Shift+H on a Mac).
 */
export const HARNESS_SHORTCUT = 'Alt+Shift+H'

/** The launcher and the open state. */
export interface Opener {
  launcher: HTMLButtonElement
  /** Opens or closes; `moveFocus` false leaves the focus alone (a state restored on load). */
  setOpen(open: boolean, moveFocus?: boolean): void
  stop(): void
}

/** What the opener drives. */
export interface OpenerOptions {
  panel: HTMLElement
  /** What the launcher shows (a state dot, the request count). */
  content: Child[]
  /** Runs on each change, after the panel is shown or hidden. */
  onChange(open: boolean): void
}

function isShortcut(event: KeyboardEvent): boolean {
  // By the key's place, not its character: Option+Shift+H types "Ó" on a Mac.
  return event.code === 'KeyH' && event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey
}

/** Builds the launcher and wires the keys. */
export function createOpener(options: OpenerOptions): Opener {
  const { panel } = options
  const launcher = h(
    'button',
    {
      class: 'launcher',
      type: 'button',
      'aria-label': 'Open the mock harness',
      'aria-keyshortcuts': HARNESS_SHORTCUT,
      title: `Mock harness (${HARNESS_SHORTCUT})`,
      onclick: () => setOpen(true),
    },
    options.content,
  )
  // Where focus was before the panel opened, to give it back on close.
  let returnFocus: HTMLElement | undefined
  const focusInPanel = () => {
    const root = panel.getRootNode()
    const active = root instanceof ShadowRoot ? root.activeElement : document.activeElement
    return active !== null && panel.contains(active)
  }

  function setOpen(open: boolean, moveFocus = true): void {
    const wasOpen = !panel.hidden
    panel.hidden = !open
    launcher.hidden = open
    options.onChange(open)
    if (!moveFocus || wasOpen === open) return
    if (open) {
      const active = document.activeElement
      returnFocus = active instanceof HTMLElement && active !== document.body ? active : undefined
      panel.focus()
    } else {
      ;(returnFocus?.isConnected ? returnFocus : launcher).focus()
      returnFocus = undefined
    }
  }

  const onKey = (event: KeyboardEvent) => {
    if (isShortcut(event)) {
      event.preventDefault()
      // Open, or, from inside the open panel, close; open with the focus elsewhere: go to it.
      if (panel.hidden) setOpen(true)
      else if (focusInPanel()) setOpen(false)
      else panel.focus()
      return
    }
    if (event.key !== 'Escape' || panel.hidden || event.defaultPrevented) return
    // The app's own modal dialog closes first: Escape is its, and the panel stays.
    if (!focusInPanel() && document.querySelector('dialog[open]')) return
    if (focusInPanel()) setOpen(false)
    else {
      // From the app: close, and leave the focus where the person is working.
      returnFocus = undefined
      setOpen(false, false)
    }
  }
  window.addEventListener('keydown', onKey)
  return { launcher, setOpen, stop: () => window.removeEventListener('keydown', onKey) }
}
