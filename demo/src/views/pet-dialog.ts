/**
 * Create or edit a pet. The form sends what the user typed; the API's validation messages
 * appear under the fields.
 */
import { maxLengthOf } from '../api/bounds'
import type { ApiClient } from '../api/client'
import { ApiProblem } from '../api/problem'
import { petStatuses, type Category, type Pet, type PetStatus } from '../api/types'
import { hrefFor } from '../router'
import { field, openFormDialog } from '../ui/dialog'
import { h } from '../ui/dom'
import { icon } from '../ui/icons'
import { toast } from '../ui/toast'

// Pets need a category, so with none there is nothing to submit yet: say how to make one.
function noCategoriesNote(): HTMLElement {
  return h(
    'div',
    { class: 'form-note', role: 'note' },
    icon('tag', 18),
    h(
      'p',
      null,
      'Every pet belongs to a category, and there are none yet. ',
      h(
        'a',
        {
          class: 'link',
          href: hrefFor('categories'),
          onclick: (event) => (event.currentTarget as HTMLElement).closest('dialog')?.close(),
        },
        'Create a category on the Categories page',
      ),
      ', then come back to add the pet.',
    ),
  )
}

const NAME_MAX = maxLengthOf('NewPet', 'name')

/**
 * Opens the pet form; resolves true when a pet was saved.
 *
 * @example
 * if (await openPetDialog(api, categories)) reload()
 */
export function openPetDialog(api: ApiClient, categories: Category[], pet?: Pet): Promise<boolean> {
  const name = h('input', {
    name: 'name',
    type: 'text',
    value: pet?.name ?? '',
    maxlength: NAME_MAX,
    autocomplete: 'off',
    placeholder: 'e.g. Biscuit',
  })
  const category = h(
    'select',
    { name: 'categoryId', 'data-missing': 'Choose a category' },
    h('option', { value: '' }, categories.length ? 'Choose a category' : 'No categories yet'),
    categories.map((c) =>
      h('option', { value: String(c.id), selected: c.id === pet?.categoryId }, c.name),
    ),
  )
  const status = h(
    'select',
    { name: 'status' },
    petStatuses.map((s) =>
      h(
        'option',
        { value: s, selected: s === (pet?.status ?? 'available') },
        s[0]?.toUpperCase() + s.slice(1),
      ),
    ),
  )
  return openFormDialog({
    title: pet ? `Edit ${pet.name}` : 'New pet',
    lead: pet ? `Pet #${pet.id}` : 'A new available pet starts with 1 in stock.',
    body: [
      categories.length === 0 && !pet && noCategoriesNote(),
      field('Name', name, `Up to ${NAME_MAX} characters.`),
      h('div', { class: 'field-row' }, field('Category', category), field('Status', status)),
    ],
    submitLabel: pet ? 'Save changes' : 'Create pet',
    async onSubmit(data) {
      const categoryId = Number(data.get('categoryId'))
      // No category chosen is sent as none: the API refuses it, and the form says
      // "Choose a category" beside the picker.
      const body = {
        name: String(data.get('name') ?? ''),
        ...(categoryId > 0 && { categoryId }),
        status: String(data.get('status')) as PetStatus,
      } as { name: string; categoryId: number; status: PetStatus }
      const saved = await (
        pet
          ? api.call('updatePet', { path: { petId: pet.id }, body })
          : api.call('createPet', { body })
      ).catch((error: unknown) => {
        if (error instanceof ApiProblem && error.code === 'unknown_category') {
          throw error.atField('categoryId', 'This category no longer exists; choose another.')
        }
        throw error
      })
      toast(`${saved.data.name} was ${pet ? 'saved' : 'created'}.`, 'success')
    },
  })
}
