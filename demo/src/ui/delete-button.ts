/**
 * The Delete button of a table row: asks first (the dialog shows the API's refusal, e.g. a
 * category that still has pets), then says it is done and lets the page reload its list.
 */
import { h, type Child } from './dom'
import { icon } from './icons'
import { toast } from './toast'

/** What is deleted and how. */
export interface DeleteButtonOptions {
  /** The thing's name, e.g. a pet's; it names the button and the question. */
  name: string
  /** The thing's id: names repeat, so the button's accessible name carries it too. */
  id: number
  /** What deleting it means, under the question. */
  detail: string
  /** The confirm button's label, e.g. `Delete pet`. */
  confirmLabel: string
  /**
   * Looked up before asking: what stands in the way of the delete (a category's pets), shown
   * instead of a Delete button that could only fail; undefined when nothing does.
   */
  blockedBy?: () => Promise<Child | undefined>
  /** Sends the delete; a rejection is shown in the dialog. */
  remove: () => Promise<unknown>
  /** After a delete, e.g. reload the list. */
  onDeleted: () => void
}

/**
 * A row's Delete button.
 *
 * @example
 * deleteButton({
 *   name: pet.name,
 *   id: pet.id,
 *   detail: 'A pet with open orders cannot be deleted.',
 *   confirmLabel: 'Delete pet',
 *   remove: () => api.call('deletePet', { path: { petId: pet.id } }),
 *   onDeleted: () => void load(),
 * })
 */
export function deleteButton(options: DeleteButtonOptions): HTMLButtonElement {
  return h(
    'button',
    {
      class: 'btn btn-sm btn-ghost-danger',
      type: 'button',
      'aria-label': `Delete ${options.name} (#${options.id})`,
      onclick: async () => {
        const blocked = await options.blockedBy?.().catch(() => undefined)
        // Dialogs load on first use: the first screen only draws the button.
        const { confirmDialog, infoDialog } = await import('./dialog')
        if (blocked) return infoDialog(`${options.name} cannot be deleted yet`, blocked)
        const deleted = await confirmDialog(
          `Delete ${options.name}?`,
          options.detail,
          options.confirmLabel,
          async () => {
            await options.remove()
          },
        )
        if (!deleted) return
        toast(`${options.name} was deleted.`, 'success')
        options.onDeleted()
      },
    },
    icon('trash', 14),
    'Delete',
  )
}
