/**
 * Page-level building blocks: the page header and the table card that turns into stacked
 * cards on narrow screens.
 */
import { h, type Child } from './dom'

/**
 * A page title with its lead line and actions.
 *
 * @example
 * pageHeader('Pets', 'Every pet in the store', newPetButton)
 */
export function pageHeader(title: string, lead: Child, ...actions: Child[]): HTMLElement {
  return h(
    'header',
    { class: 'page-header' },
    h('div', null, h('h1', null, title), h('div', { class: 'page-lead' }, lead)),
    h('div', { class: 'page-actions' }, actions),
  )
}

/** One column of a data table. */
export interface Column {
  label: string
  /** `num` right-aligns, `actions` keeps buttons together. */
  kind?: 'num' | 'actions'
}

/**
 * A table in a card; each cell carries its column's label for the narrow layout.
 *
 * @example
 * dataTable([{ label: 'Name' }], [[pet.name]])
 */
export function dataTable(
  columns: Column[],
  rows: Array<{ cells: Child[]; attrs?: Record<string, string> }>,
): HTMLElement {
  return h(
    'div',
    { class: 'table-card' },
    h(
      'table',
      { class: 'data-table' },
      h(
        'thead',
        null,
        h(
          'tr',
          null,
          columns.map((c) => h('th', { class: c.kind ?? null, scope: 'col' }, c.label)),
        ),
      ),
      h(
        'tbody',
        null,
        rows.map((row) =>
          h(
            'tr',
            row.attrs ?? null,
            row.cells.map((cell, i) =>
              h(
                'td',
                { class: columns[i]?.kind ?? null, 'data-label': columns[i]?.label ?? '' },
                cell,
              ),
            ),
          ),
        ),
      ),
    ),
  )
}

/**
 * A toolbar of filters above a list.
 *
 * @example
 * filterBar(searchInput, statusSelect)
 */
export function filterBar(...controls: Child[]): HTMLElement {
  return h('div', { class: 'filter-bar', role: 'search' }, controls)
}

/**
 * A small labelled control for a filter bar.
 *
 * @example
 * filter('Status', statusSelect)
 */
export function filter(label: string, control: HTMLElement, grow = false): HTMLElement {
  return h(
    'label',
    { class: grow ? 'filter filter-grow' : 'filter' },
    h('span', null, label),
    control,
  )
}
