/**
 * Modal forms on the native <dialog>: focus is trapped, Escape cancels, and a failed submit
 * keeps the dialog open with the API's message on the form. While a save is on its way the
 * dialog stays busy: Escape, Close and Cancel wait for the answer, because a write the API
 * accepts must show in the view, and the browser cannot take back a request it has sent.
 * Leaving the page (Back, a link) closes a dialog as Cancel would: a form must never stay over
 * another page and write from there.
 */
import { h, type Child } from './dom'
import { icon } from './icons'
import { clearFormProblems, showFormProblem } from './form-problems'
import { toastError } from './toast'

/** What a form dialog shows and does. */
export interface FormDialogOptions {
  title: string
  /** Text under the title. */
  lead?: Child
  /** The form's content: fields, hints. */
  body: Child
  submitLabel: string
  /** The label of the button that closes without acting. Default `Cancel`. */
  cancelLabel?: string
  /** A destructive action gets a red button. */
  danger?: boolean
  /** Runs on submit; throwing keeps the dialog open and shows the error on the form. */
  onSubmit(data: FormData, form: HTMLFormElement): Promise<void>
  /**
   * Shows a refusal its own way (a conflict with choices to make) instead of as a message:
   * returns what to put at the top of the form, or undefined for the usual message.
   */
  explain?(error: unknown, form: HTMLFormElement): HTMLElement | undefined
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
    const cancel = h('button', { class: 'btn', type: 'button' }, options.cancelLabel ?? 'Cancel')
    const waiting = h('p', { class: 'dialog-busy', role: 'status' })
    const form = h(
      'form',
      { class: 'dialog-form', novalidate: true },
      h('div', { class: 'dialog-body' }, options.body),
      h('footer', { class: 'dialog-actions' }, waiting, cancel, submit),
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
            onclick: () => leave(),
          },
          icon('x', 18),
        ),
      ),
      form,
    )
    // The save on its way, resolving to whether it succeeded.
    let saving: Promise<boolean> | undefined
    const leave = () => {
      if (saving) waiting.textContent = 'Saving… this closes when the API answers.'
      else dialog.close()
    }
    cancel.addEventListener('click', leave)
    dialog.addEventListener('cancel', (event) => {
      if (!saving) return
      event.preventDefault()
      leave()
    })
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      if (saving) return
      clearFormProblems(form)
      submit.classList.add('is-busy')
      submit.setAttribute('aria-disabled', 'true')
      dialog.setAttribute('aria-busy', 'true')
      saving = options.onSubmit(new FormData(form), form).then(
        () => true,
        (error: unknown) => {
          // The browser may still close a busy dialog (a second Escape); then say it aloud.
          if (!dialog.open) toastError(error)
          else showFormProblem(form, error, options.explain?.(error, form))
          return false
        },
      )
      void saving.then((saved) => {
        saving = undefined
        waiting.textContent = ''
        submit.classList.remove('is-busy')
        submit.removeAttribute('aria-disabled')
        dialog.removeAttribute('aria-busy')
        if (saved) done(true)
      })
    })
    let settled = false
    const done = (result: boolean) => {
      if (settled) return
      settled = true
      stopFollowing()
      if (dialog.open) dialog.close()
      dialog.remove()
      resolve(result)
    }
    const stopFollowing = closeOnLeave(dialog)
    // Closed while saving: answer once the save settles, so the caller reloads what it wrote.
    dialog.addEventListener('close', () => {
      if (saving) void saving.then((saved) => done(saved))
      else done(false)
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
 * await confirmDialog('Delete Rex?', 'This cannot be undone.', 'Delete', () => deletePet(1), {
 *   cancelLabel: 'Keep Rex',
 * })
 */
export function confirmDialog(
  title: string,
  text: Child,
  action: string,
  run: () => Promise<void>,
  options: { cancelLabel?: string; danger?: boolean } = {},
): Promise<boolean> {
  return openFormDialog({
    title,
    body: h('p', { class: 'confirm-text' }, text),
    submitLabel: action,
    danger: options.danger ?? true,
    ...(options.cancelLabel && { cancelLabel: options.cancelLabel }),
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

/**
 * A dialog that only shows something, with a Close button; `body` may fill in later.
 *
 * @example
 * await infoDialog('Rex', h('p', null, 'Loading…'))
 */
export function infoDialog(title: string, body: Child): Promise<void> {
  return new Promise((resolve) => {
    const close = h('button', { class: 'btn btn-primary', type: 'button' }, 'Close')
    const dialog = h(
      'dialog',
      { class: 'dialog', 'aria-label': title },
      h('header', { class: 'dialog-head' }, h('div', null, h('h2', null, title))),
      h(
        'div',
        { class: 'dialog-form' },
        h('div', { class: 'dialog-body' }, body),
        h('footer', { class: 'dialog-actions' }, close),
      ),
    )
    close.addEventListener('click', () => dialog.close())
    const stopFollowing = closeOnLeave(dialog)
    dialog.addEventListener('close', () => {
      stopFollowing()
      dialog.remove()
      resolve()
    })
    document.body.append(dialog)
    dialog.showModal()
    close.focus()
  })
}

// Hash routes: every page change (a link, Back, Forward) is a hashchange. A save already sent
// still settles, and its dialog answers once it has (the close handler waits for it).
function closeOnLeave(dialog: HTMLDialogElement): () => void {
  const leave = () => {
    if (dialog.open) dialog.close()
  }
  window.addEventListener('hashchange', leave)
  return () => window.removeEventListener('hashchange', leave)
}
