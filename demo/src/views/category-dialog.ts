/**
 * Create or edit a category; names are unique ignoring case, which the API enforces (409).
 */
import { maxLengthOf } from '../api/bounds'
import type { ApiClient } from '../api/client'
import { ApiProblem } from '../api/problem'
import type { Category } from '../api/types'
import { field, openFormDialog } from '../ui/dialog'
import { h } from '../ui/dom'
import { toast } from '../ui/toast'

const DESCRIPTION_MAX = maxLengthOf('NewCategory', 'description')

/**
 * Opens the category form; resolves true when a category was saved.
 *
 * @example
 * if (await openCategoryDialog(api)) reload()
 */
export function openCategoryDialog(api: ApiClient, category?: Category): Promise<boolean> {
  return openFormDialog({
    title: category ? `Edit ${category.name}` : 'New category',
    lead: category ? `Category #${category.id}` : 'Names are unique, ignoring case.',
    body: [
      field(
        'Name',
        h('input', {
          name: 'name',
          type: 'text',
          value: category?.name ?? '',
          maxlength: maxLengthOf('NewCategory', 'name'),
          autocomplete: 'off',
          placeholder: 'e.g. Ferrets',
        }),
      ),
      field(
        'Description',
        h(
          'textarea',
          {
            name: 'description',
            rows: 3,
            maxlength: DESCRIPTION_MAX,
            placeholder: `Optional, up to ${DESCRIPTION_MAX} characters`,
          },
          category?.description ?? '',
        ),
      ),
    ],
    submitLabel: category ? 'Save changes' : 'Create category',
    async onSubmit(data) {
      const description = String(data.get('description') ?? '').trim()
      const body = { name: String(data.get('name') ?? ''), ...(description && { description }) }
      const saved = await (
        category
          ? api.call('updateCategory', { path: { categoryId: category.id }, body })
          : api.call('createCategory', { body })
      ).catch((error: unknown) => {
        if (error instanceof ApiProblem && error.code === 'category_exists') {
          const taken = body.name.trim()
          throw error.atField('name', `There is already a category named “${taken}”.`)
        }
        throw error
      })
      toast(`${saved.data.name} was ${category ? 'saved' : 'created'}.`, 'success')
    },
  })
}
