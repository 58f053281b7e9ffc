/**
 * Tabs for the harness panel, as the ARIA Authoring Practices describe them: one tab stop for
 * the whole tab list (the selected tab), arrow keys, Home and End move between tabs and select
 * the one they reach, and each tab names and controls its panel.
 */
import { h } from './dom'

// The keys of a horizontal tab list: arrows wrap around, Home and End go to the ends.
const moves: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_, last) => last,
}

/** One tab and the panel it shows. */
export interface TabSpec {
  /** A short id, unique within the panel; used in element ids. */
  id: string
  label: string
  /** The content shown while the tab is selected. */
  content: HTMLElement
}

export interface Tabs {
  /** The `role="tablist"` element. */
  list: HTMLElement
  /** The `role="tabpanel"` elements, one per tab, in order. */
  panels: HTMLElement[]
  /** Selects a tab by id, optionally moving focus to it. */
  select(id: string, focus?: boolean): void
  /** The selected tab's id. */
  readonly selected: string
}

/** Builds a tab list and its panels; the first tab starts selected. */
export function createTabs(
  label: string,
  specs: readonly TabSpec[],
  onSelect?: (id: string) => void,
): Tabs {
  let selected = specs[0]?.id ?? ''
  const tabs = specs.map((spec) =>
    h(
      'button',
      {
        class: 'tab',
        type: 'button',
        role: 'tab',
        id: `tab-${spec.id}`,
        'aria-controls': `tabpanel-${spec.id}`,
        'data-tab': spec.id,
        onclick: () => select(spec.id),
      },
      spec.label,
    ),
  )
  const panels = specs.map((spec) =>
    h(
      'div',
      {
        class: 'tabpanel',
        role: 'tabpanel',
        id: `tabpanel-${spec.id}`,
        'aria-labelledby': `tab-${spec.id}`,
      },
      spec.content,
    ),
  )
  const list = h('div', { class: 'tabs', role: 'tablist', 'aria-label': label }, tabs)

  function select(id: string, focus = false): void {
    const index = specs.findIndex((spec) => spec.id === id)
    if (index < 0) return
    selected = id
    tabs.forEach((tab, i) => {
      tab.setAttribute('aria-selected', String(i === index))
      // Roving tab stop: Tab enters the list at the selected tab and leaves it to the panel.
      tab.tabIndex = i === index ? 0 : -1
    })
    panels.forEach((panel, i) => (panel.hidden = i !== index))
    if (focus) tabs[index]?.focus()
    onSelect?.(id)
  }

  list.addEventListener('keydown', (event) => {
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    const spec =
      specs[
        move(
          specs.findIndex((s) => s.id === selected),
          specs.length - 1,
        )
      ]
    if (spec) select(spec.id, true)
  })

  select(selected)
  return {
    list,
    panels,
    select,
    get selected() {
      return selected
    },
  }
}
