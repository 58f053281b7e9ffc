/**
 * The order form's pet picker: a search-as-you-type combobox over the API (the name filter and
 * paging of GET /pets), so any available pet can be reached however large the store, by mouse
 * or by keyboard (ArrowUp/Down, Enter, Escape), following the ARIA combobox pattern. Typing
 * `#123` or `123` also finds the pet with that id.
 */
import type { ApiClient } from '../api/client'
import { rememberPets } from '../api/pet-names'
import type { Pet } from '../api/types'
import { h, replace } from '../ui/dom'
import { countOf, formatNumber, nouns } from '../ui/format'

/** The picker's parts. */
export interface PetPicker {
  /** The field: label, combobox, list and hint; the chosen id is the form's `petId`. */
  element: HTMLElement
  /** Ends pending searches. */
  stop(): void
}

// A page of matches: enough to choose from, small enough to draw at once.
const PAGE = 20
// Typing is searched once it pauses this long.
const PAUSE_MS = 200

let pickers = 0

/**
 * Builds the picker; `onChange` runs with the chosen pet (undefined when cleared).
 *
 * @example
 * const picker = petPicker(api, pet, (chosen) => void showStock(chosen))
 * form.append(picker.element)
 */
export function petPicker(
  api: ApiClient,
  initial: Pet | undefined,
  onChange: (pet: Pet | undefined) => void,
): PetPicker {
  const id = `pet-picker-${++pickers}`
  const hidden = h('input', { type: 'hidden', name: 'petId', value: initial?.id ?? '' })
  const input = h('input', {
    id: `${id}-input`,
    type: 'text',
    role: 'combobox',
    autocomplete: 'off',
    'aria-autocomplete': 'list',
    'aria-expanded': 'false',
    'aria-controls': `${id}-list`,
    'aria-describedby': `${id}-hint`,
    placeholder: 'Type a name or #id',
    value: initial ? labelOf(initial) : '',
    'data-for': 'petId',
    'data-missing': 'Choose a pet',
  })
  const list = h('ul', {
    id: `${id}-list`,
    class: 'combobox-list',
    role: 'listbox',
    'aria-label': 'Available pets',
    hidden: true,
  })
  const hint = h('small', { id: `${id}-hint`, class: 'field-hint', 'aria-live': 'polite' })

  let shown: Pet[] = []
  let total = 0
  let query = ''
  let active = -1
  let asked = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  // The list opens when the person asks for it (typing, ArrowDown, a click), not on its own.
  let wanted = false
  // ArrowDown pressed while the list had nothing yet asks for its first option once drawn.
  let firstAsked = false

  const options = () => [...list.querySelectorAll<HTMLElement>('[role="option"]')]
  const setOpen = (open: boolean) => {
    wanted = open
    list.hidden = !open
    input.setAttribute('aria-expanded', String(open))
    if (!open) setActive(-1)
  }
  const setActive = (index: number) => {
    const all = options()
    active = all.length === 0 ? -1 : Math.max(-1, Math.min(index, all.length - 1))
    all.forEach((option, i) => option.setAttribute('aria-selected', String(i === active)))
    const current = all[active]
    if (current) {
      input.setAttribute('aria-activedescendant', current.id)
      current.scrollIntoView({ block: 'nearest' })
    } else input.removeAttribute('aria-activedescendant')
  }

  const draw = () => {
    const more = shown.length < total
    replace(
      list,
      ...shown.map((pet) =>
        h(
          'li',
          { id: `${id}-pet-${pet.id}`, role: 'option', 'aria-selected': 'false' },
          labelOf(pet),
        ),
      ),
      more &&
        h(
          'li',
          { id: `${id}-more`, role: 'option', 'aria-selected': 'false', class: 'combobox-more' },
          `Show ${formatNumber(Math.min(PAGE, total - shown.length))} more`,
        ),
    )
    hint.textContent =
      total === 0
        ? query
          ? `No available pet matches “${query}”.`
          : 'No available pets.'
        : `${countOf(total, nouns.pet)} available${query ? ` match “${query}”` : ''}; showing ${formatNumber(shown.length)}.`
  }

  const search = async (text: string, append = false) => {
    const ticket = ++asked
    query = text
    const byId = /^#?(\d{1,16})$/.exec(text)?.[1]
    try {
      const [page, exact] = await Promise.all([
        api.call('listPets', {
          query: {
            status: ['available'],
            sort: 'name',
            limit: PAGE,
            offset: append ? shown.length : 0,
            ...(text && !byId && { name: text }),
          },
        }),
        byId
          ? api
              .call('getPetById', { path: { petId: Number(byId) } })
              .then(({ data }) => (data.status === 'available' ? data : undefined))
              .catch(() => undefined)
          : undefined,
      ])
      if (ticket !== asked) return
      rememberPets(page.data)
      if (byId) {
        shown = exact ? [exact] : []
        total = shown.length
      } else {
        shown = append ? [...shown, ...page.data] : page.data
        total = page.total ?? shown.length
      }
      draw()
      if (wanted) setOpen(true)
      if (wanted && firstAsked) setActive(0)
      firstAsked = false
    } catch (error) {
      if (ticket !== asked) return
      hint.textContent = `Could not load pets: ${error instanceof Error ? error.message : String(error)}`
    }
  }

  const choose = (index: number) => {
    const option = options()[index]
    if (!option) return
    if (option.classList.contains('combobox-more')) {
      void search(query, true).then(() => setActive(index))
      return
    }
    const pet = shown[index]
    if (!pet) return
    hidden.value = String(pet.id)
    input.value = labelOf(pet)
    setOpen(false)
    onChange(pet)
  }

  input.addEventListener('input', () => {
    // What is typed no longer names the chosen pet.
    if (hidden.value) {
      hidden.value = ''
      onChange(undefined)
    }
    wanted = true
    clearTimeout(timer)
    timer = setTimeout(() => void search(input.value.trim()), PAUSE_MS)
  })
  input.addEventListener('click', () => {
    if (list.hidden && shown.length > 0) setOpen(true)
  })
  input.addEventListener('blur', () => setOpen(false))
  input.addEventListener('keydown', (event) => {
    const open = !list.hidden
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        if (!open) {
          setOpen(true)
          if (shown.length === 0) void search(hidden.value ? '' : input.value.trim())
        }
        if (options().length === 0) firstAsked = true
        setActive(active + 1)
        return
      case 'ArrowUp':
        event.preventDefault()
        if (open) setActive(active - 1)
        return
      case 'Enter':
        if (open && active >= 0) {
          // Choosing is not submitting the form.
          event.preventDefault()
          choose(active)
        }
        return
      case 'Escape':
        if (open) {
          // Closes the list, not the dialog around it.
          event.preventDefault()
          event.stopPropagation()
          setOpen(false)
        }
        return
      default:
        return
    }
  })
  // Pressing an option keeps focus in the box, so the list is still there for the click.
  list.addEventListener('mousedown', (event) => event.preventDefault())
  list.addEventListener('click', (event) => {
    const option = (event.target as HTMLElement).closest('[role="option"]')
    if (option) choose(options().indexOf(option as HTMLElement))
  })

  if (!initial) void search('')
  const element = h(
    'div',
    { class: 'field' },
    h('label', { class: 'field-label', for: input.id }, 'Pet'),
    h('div', { class: 'combobox' }, input, list),
    hidden,
    hint,
  )
  return { element, stop: () => clearTimeout(timer) }
}

function labelOf(pet: Pet): string {
  return `${pet.name} (#${pet.id})`
}
