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
import { showFormProblem } from '../ui/form-problems'
import { h } from '../ui/dom'
import { icon } from '../ui/icons'
import { toast, toastError } from '../ui/toast'
import {
  conflictAlert,
  fieldsOf,
  loadedNote,
  merge,
  PetConflict,
  readStored,
  conflictOf,
  type PetFields,
  type StoredPet,
} from './pet-conflict'

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

// The form's three controls, and its values read and written as the API's fields.
function petFields(categories: Category[], pet: Pet | undefined) {
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
  return {
    name,
    category,
    status,
    read: (): PetFields => ({
      name: name.value,
      categoryId: Number(category.value),
      status: status.value as PetStatus,
    }),
    write(values: PetFields) {
      name.value = values.name
      category.value = String(values.categoryId)
      status.value = values.status
    },
  }
}

/**
 * Opens the pet form, for a new pet or for one as stored (with the version it saves over);
 * resolves true when a pet was saved.
 *
 * @example
 * if (await openPetDialog(api, categories)) reload()
 */
export function openPetDialog(
  api: ApiClient,
  categories: Category[],
  stored?: StoredPet,
): Promise<boolean> {
  const pet = stored?.pet
  const fields = petFields(categories, pet)
  // The version this form saves over, and the pet as it was at that version.
  let current = stored
  let opened = pet && fieldsOf(pet)
  // Deleted meanwhile: however the form is closed, the list is drawn again without it.
  let gone = false
  const conflictShown = (conflict: PetConflict, form: HTMLFormElement) => {
    if (!current || !opened) return undefined
    gone ||= conflict.theirs === 'deleted'
    const alert = conflictAlert({
      opened,
      conflict,
      categories,
      onLoad: () => {
        void (async () => {
          const theirs =
            conflict.theirs && conflict.theirs !== 'deleted'
              ? conflict.theirs
              : await readStored(api, current!.pet.id).catch((error: unknown) => {
                  showFormProblem(form, error)
                })
          if (!theirs || !opened) return
          const mine = fields.read()
          const result = merge(opened, mine, fieldsOf(theirs.pet))
          fields.write(result.values)
          current = theirs
          opened = fieldsOf(theirs.pet)
          retitle(form, theirs.pet.name)
          alert.replaceWith(loadedNote(result, mine, categories))
          form.querySelector<HTMLElement>('button[type="submit"]')?.focus()
        })()
      },
      onOverwrite: () => {
        // On purpose: over the version the message described, and only that one (a third
        // tab's later save is refused again).
        if (conflict.theirs && conflict.theirs !== 'deleted') {
          current = conflict.theirs
          opened = fieldsOf(conflict.theirs.pet)
        } else if (current) current = { ...current, version: conflict.version ?? null }
        form.requestSubmit()
      },
    })
    return alert
  }
  return openFormDialog({
    title: pet ? `Edit ${pet.name}` : 'New pet',
    lead: pet ? `Pet #${pet.id}` : 'A new available pet starts with 1 in stock.',
    body: [
      categories.length === 0 && !pet && noCategoriesNote(),
      field('Name', fields.name, `Up to ${NAME_MAX} characters.`),
      h(
        'div',
        { class: 'field-row' },
        field('Category', fields.category),
        field('Status', fields.status),
      ),
    ],
    submitLabel: pet ? 'Save changes' : 'Create pet',
    explain: (error, form) =>
      error instanceof PetConflict ? conflictShown(error, form) : undefined,
    async onSubmit(data) {
      const categoryId = Number(data.get('categoryId'))
      // No category chosen is sent as none: the API refuses it, and the form says
      // "Choose a category" beside the picker.
      const body = {
        name: String(data.get('name') ?? ''),
        ...(categoryId > 0 && { categoryId }),
        status: String(data.get('status')) as PetStatus,
      } as { name: string; categoryId: number; status: PetStatus }
      const saving = current
      const saved = await (
        saving
          ? api.call('updatePet', {
              path: { petId: saving.pet.id },
              body,
              ifMatch: saving.version,
            })
          : api.call('createPet', { body })
      ).catch(async (error: unknown) => {
        if (error instanceof ApiProblem && error.code === 'unknown_category') {
          throw error.atField('categoryId', 'This category no longer exists; choose another.')
        }
        throw saving ? await conflictOf(api, saving, error) : error
      })
      toast(`${saved.data.name} was ${pet ? 'saved' : 'created'}.`, 'success')
    },
  }).then((saved) => saved || gone)
}

// The dialog is named after the pet; with their version loaded, after its name now.
function retitle(form: HTMLFormElement, name: string): void {
  const dialog = form.closest('dialog')
  dialog?.setAttribute('aria-label', `Edit ${name}`)
  const title = dialog?.querySelector('h2')
  if (title) title.textContent = `Edit ${name}`
}

/**
 * Opens the form for a pet of a list, as it is stored now (another tab may have changed it
 * since the list was read); `button` shows it is busy while the pet is read. Resolves true when
 * the list should be drawn again.
 *
 * @example
 * if (await editPet(api, categories, pet, editButton)) reload()
 */
export async function editPet(
  api: ApiClient,
  categories: Category[],
  listed: Pet,
  button?: HTMLElement,
): Promise<boolean> {
  if (button?.classList.contains('is-busy')) return false
  button?.classList.add('is-busy')
  let stored: StoredPet
  try {
    stored = await readStored(api, listed.id)
  } catch (error) {
    if (!(error instanceof ApiProblem) || (error.status !== 404 && error.status !== 410)) {
      toastError(error)
      return false
    }
    if (error.status === 404) {
      toast(`${listed.name} was deleted, perhaps in another tab.`, 'info')
      return true
    }
    // Past its sunset the API has no read of one pet, so no version either: the form opens
    // with the list's copy and saves as a client without versions does (the last save wins).
    stored = { pet: listed, version: null }
  } finally {
    button?.classList.remove('is-busy')
  }
  return openPetDialog(api, categories, stored)
}
