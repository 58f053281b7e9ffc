/**
 * Shows an API error on a form: the API's message at the top, and each `details` entry under
 * the field it names (`body.name` goes under the control named `name`).
 */
import { ApiProblem } from '../api/problem'
import { h } from './dom'
import { icon } from './icons'

/**
 * Removes every problem shown on the form.
 *
 * @example
 * clearFormProblems(form)
 */
export function clearFormProblems(form: HTMLFormElement): void {
  form.querySelectorAll('.form-alert, .field-error').forEach((el) => el.remove())
  form.querySelectorAll('[aria-invalid]').forEach((el) => {
    el.removeAttribute('aria-invalid')
    el.removeAttribute('aria-describedby')
  })
}

/**
 * Shows an error on the form; field problems go next to their fields.
 *
 * @example
 * try { await save() } catch (error) { showFormProblem(form, error) }
 */
export function showFormProblem(form: HTMLFormElement, error: unknown): void {
  clearFormProblems(form)
  const message = error instanceof Error ? error.message : String(error)
  const meta = error instanceof ApiProblem && error.status ? `${error.status} · ${error.code}` : ''
  form.prepend(
    h(
      'div',
      { class: 'form-alert', role: 'alert' },
      icon('alert', 18),
      h('div', null, h('p', null, message), meta && h('small', null, meta)),
    ),
  )
  if (!(error instanceof ApiProblem)) return
  let first: HTMLElement | undefined
  for (const [index, detail] of error.details.entries()) {
    const name = detail.path.replace(/^body\.?/, '').split('.')[0] || ''
    const control = name ? form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`) : null
    if (!control) continue
    const id = `field-error-${index}`
    control.setAttribute('aria-invalid', 'true')
    const described = control.getAttribute('aria-describedby')
    control.setAttribute('aria-describedby', described ? `${described} ${id}` : id)
    control.closest('.field')?.append(h('small', { class: 'field-error', id }, detail.message))
    first ??= control
  }
  // The person fixes the first field the API named; the alert above says the rest.
  first?.focus()
}
