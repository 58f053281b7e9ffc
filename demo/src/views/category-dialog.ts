/**
 * Create or edit a category; names are unique ignoring case, which the API enforces (409).
 */
import type { ApiClient } from '../api/client'
import type { Category } from '../api/types'
import { field, openFormDialog } from '../ui/dialog'
import { h } from '../ui/dom'
import { toast } from '../ui/toast'

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
          autocomplete: 'off',
          placeholder: 'e.g. Ferrets',
        }),
      ),
      field(
        'Description',
        h(
          'textarea',
          { name: 'description', rows: 3, placeholder: 'Optional, up to 500 characters' },
          category?.description ?? '',
        ),
      ),
    ],
    submitLabel: category ? 'Save changes' : 'Create category',
    async onSubmit(data) {
      const description = String(data.get('description') ?? '').trim()
      const body = { name: String(data.get('name') ?? ''), ...(description && { description }) }
      const saved = category
        ? await api.call('updateCategory', { path: { categoryId: category.id }, body })
        : await api.call('createCategory', { body })
      toast(`${saved.data.name} was ${category ? 'saved' : 'created'}.`, 'success')
    },
  })
}
