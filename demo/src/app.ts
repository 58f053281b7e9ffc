/**
 * The back office shell: header, navigation and the page for the current address. Leaving a
 * page aborts its requests, so a slow answer never draws over the next page.
 */
import type { ApiClient } from './api/client'
import { currentRoute, hrefFor, type ViewName } from './router'
import { h, replace } from './ui/dom'
import { icon, type IconName } from './ui/icons'
import type { View } from './views/context'
import { LIST_DRAWN } from './views/load-list'
import { petsView } from './views/pets'

const pages: Record<ViewName, { label: string; icon: IconName; view: View }> = {
  pets: { label: 'Pets', icon: 'paw', view: petsView },
  // The other pages (the reference is the whole contract, rendered) load on first visit, not
  // before the pets list, the first screen.
  categories: {
    label: 'Categories',
    icon: 'tag',
    view: async (context) => (await import('./views/categories')).categoriesView(context),
  },
  inventory: {
    label: 'Inventory',
    icon: 'box',
    view: async (context) => (await import('./views/inventory')).inventoryView(context),
  },
  orders: {
    label: 'Orders',
    icon: 'cart',
    view: async (context) => (await import('./views/orders')).ordersView(context),
  },
  reference: {
    label: 'API reference',
    icon: 'book',
    view: async (context) => (await import('./views/reference/reference')).referenceView(context),
  },
}

/** The running app. */
export interface App {
  /** Draws the current page again, e.g. after the store was replaced. */
  refresh(): void
  /**
   * Says that another tab changed the shared store, with a button that draws the page again
   * (drawing it unasked would take the page from under a person mid-task); the note goes once
   * the page draws a list read after the change (this tab's own save reloads its list).
   */
  changedElsewhere(): void
}

/**
 * Draws the shell into `root` and follows the address.
 *
 * @example
 * const app = startApp(document.getElementById('app')!, api)
 * petstore.onStoreReplaced(() => app.refresh())
 */
export function startApp(root: HTMLElement, api: ApiClient): App {
  const links = (Object.keys(pages) as ViewName[]).map((name) =>
    h(
      'a',
      { class: 'nav-link', href: hrefFor(name), 'data-view': name },
      icon(pages[name].icon),
      // On a phone the label is hidden from sight only, so the link keeps its name.
      h('span', { class: 'nav-label' }, pages[name].label),
    ),
  )
  const main = h('main', { class: 'container', id: 'main', tabindex: -1 })
  const refreshNow = h(
    'button',
    { class: 'btn btn-sm', type: 'button', onclick: () => render() },
    icon('refresh', 14),
    'Refresh',
  )
  const changed = h(
    'div',
    { class: 'changed-note', role: 'status', hidden: true },
    h('p', null, 'Another tab changed the store; this page may be out of date.'),
    refreshNow,
  )
  // Hash routes own the fragment, so the skip link moves focus itself instead of navigating.
  const skip = h(
    'a',
    {
      class: 'skip-link',
      href: '#main',
      onclick: (event) => {
        event.preventDefault()
        main.focus()
      },
    },
    'Skip to content',
  )
  replace(
    root,
    skip,
    h(
      'header',
      { class: 'topbar' },
      h(
        'div',
        { class: 'topbar-inner' },
        h(
          'a',
          { class: 'brand', href: hrefFor('pets') },
          h('span', { class: 'brand-mark' }, icon('paw', 20)),
          h('span', { class: 'brand-name' }, 'Petstore', h('small', null, 'Back office')),
        ),
        h('nav', { class: 'nav', 'aria-label': 'Main' }, links),
        h(
          'span',
          {
            class: 'mock-pill',
            title:
              'Every request is answered by petstore-mock in a service worker; there is no server.',
          },
          h('span', { class: 'pulse', 'aria-hidden': 'true' }),
          'Mock API · no backend',
        ),
      ),
    ),
    changed,
    main,
  )

  // When this tab last heard of another tab's write: a list read after it shows that write.
  let changedAt = -Infinity
  main.addEventListener(LIST_DRAWN, (event) => {
    if ((event as CustomEvent<number>).detail > changedAt) changed.hidden = true
  })

  let controller: AbortController | undefined
  const render = () => {
    controller?.abort()
    controller = new AbortController()
    changed.hidden = true
    const route = currentRoute()
    const page = pages[route.name]
    document.title = `${page.label} · Petstore back office`
    for (const link of links) {
      if (link.dataset.view === route.name) link.setAttribute('aria-current', 'page')
      else link.removeAttribute('aria-current')
    }
    void page.view({ api, root: main, params: route.params, signal: controller.signal })
  }
  window.addEventListener('hashchange', render)
  render()
  return {
    refresh: render,
    changedElsewhere() {
      changedAt = performance.now()
      changed.hidden = false
    },
  }
}
