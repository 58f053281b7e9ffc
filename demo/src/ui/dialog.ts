/**
 * Modal forms on the native <dialog>: focus is trapped, Escape cancels, and a failed submit
 * keeps the dialog open with the API's message on the form.
 */
import { h, type Child } from './dom'
import { icon } from './icons'
import { clearFormProblems, showFormProblem } from './form-problems'

/** What a form dialog shows and does. */
export interface FormDialogOptions {
  title: string
  /** Text under the title. */
  lead?: Child
  /** The form's content: fields, hints. */
  body: Child
  submitLabel: string
  /** A destructive action gets a red button. */
  danger?: boolean
  /** Runs on submit; throwing keeps the dialog open and shows the error on the form. */
  onSubmit(data: FormData, form: HTMLFormElement): Promise<void>
}

/**
 * Opens a modal form; resolves true when it was submitted, false when cancelled.
 *
 * @example
 * await openFormDialog({
 *   title: 'New category',
 *   body: field('Name', h('input', { name: 'name' })),
 *   submitLabel: 'Create',
 *   onSubmit: (data) => api.call('createCategory', { body: { name: String(data.get('name')) } }),
 * })
 */
export function openFormDialog(options: FormDialogOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const submit = h(
      'button',
      { class: options.danger ? 'btn btn-danger' : 'btn btn-primary', type: 'submit' },
      options.submitLabel,
    )
    const cancel = h('button', { class: 'btn', type: 'button' }, 'Cancel')
    const form = h(
      'form',
      { class: 'dialog-form', novalidate: true },
      h('div', { class: 'dialog-body' }, options.body),
      h('footer', { class: 'dialog-actions' }, cancel, submit),
    )
    const dialog = h(
      'dialog',
      { class: 'dialog', 'aria-label': options.title },
      h(
        'header',
        { class: 'dialog-head' },
        h('div', null, h('h2', null, options.title), options.lead && h('p', null, options.lead)),
        h(
          'button',
          {
            class: 'icon-btn',
            type: 'button',
            'aria-label': 'Close',
            onclick: () => dialog.close(),
          },
          icon('x', 18),
        ),
      ),
      form,
    )
    let submitted = false
    cancel.addEventListener('click', () => dialog.close())
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      if (submit.disabled) return
      clearFormProblems(form)
      submit.disabled = true
      submit.classList.add('is-busy')
      options
        .onSubmit(new FormData(form), form)
        .then(() => {
          submitted = true
          dialog.close()
        })
        .catch((error: unknown) => showFormProblem(form, error))
        .finally(() => {
          submit.disabled = false
          submit.classList.remove('is-busy')
        })
    })
    dialog.addEventListener('close', () => {
      dialog.remove()
      resolve(submitted)
    })
    document.body.append(dialog)
    dialog.showModal()
    form.querySelector<HTMLElement>('input, select, textarea')?.focus()
  })
}

/**
 * Asks before a destructive action; the action's API error stays in the dialog.
 *
 * @example
 * await confirmDialog('Delete Rex?', 'This cannot be undone.', 'Delete', () => deletePet(1))
 */
export function confirmDialog(
  title: string,
  text: Child,
  action: string,
  run: () => Promise<void>,
): Promise<boolean> {
  return openFormDialog({
    title,
    body: h('p', { class: 'confirm-text' }, text),
    submitLabel: action,
    danger: true,
    onSubmit: run,
  })
}

/**
 * A labelled form field with room for the API's message under it.
 *
 * @example
 * field('Name', h('input', { name: 'name', value: pet.name }), 'Up to 100 characters.')
 */
export function field(label: string, control: HTMLElement, hint?: string): HTMLElement {
  return h(
    'label',
    { class: 'field' },
    h('span', { class: 'field-label' }, label),
    control,
    hint && h('small', { class: 'field-hint' }, hint),
  )
}
