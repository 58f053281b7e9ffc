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
 * Shows an error on the form; field problems go next to their fields. A picker left empty says
 * what to do in its own words (its `data-missing`, e.g. "Choose a category") instead of the
 * API's message about the field ("categoryId is required"), which is written for developers;
 * the API keeps its precise messages, and the alert above repeats what the fields say.
 *
 * @example
 * try { await save() } catch (error) { showFormProblem(form, error) }
 */
export function showFormProblem(form: HTMLFormElement, error: unknown): void {
  clearFormProblems(form)
  const problems = error instanceof ApiProblem ? fieldProblems(form, error) : []
  const fields = problems.filter((p): p is { control: HTMLElement; message: string } =>
    Boolean(p.control),
  )
  const message =
    fields.length > 0
      ? `${[...new Set(problems.map((p) => p.message))].join('; ')}.`
      : error instanceof Error
        ? error.message
        : String(error)
  const meta = error instanceof ApiProblem && error.status ? `${error.status} · ${error.code}` : ''
  form.prepend(
    h(
      'div',
      { class: 'form-alert', role: 'alert' },
      icon('alert', 18),
      h('div', null, h('p', null, message), meta && h('small', null, meta)),
    ),
  )
  for (const [index, { control, message }] of fields.entries()) {
    const id = `field-error-${index}`
    control.setAttribute('aria-invalid', 'true')
    const described = control.getAttribute('aria-describedby')
    control.setAttribute('aria-describedby', described ? `${described} ${id}` : id)
    control.closest('.field')?.append(h('small', { class: 'field-error', id }, message))
  }
  // The person fixes the first field the API named; the alert above says the rest.
  fields[0]?.control.focus()
}

// Each detail, with the control it is about (when the form has one) and the words to show.
function fieldProblems(
  form: HTMLFormElement,
  error: ApiProblem,
): Array<{ control: HTMLElement | null; message: string }> {
  return error.details.map((detail) => {
    const name = CSS.escape(detail.path.replace(/^body\.?/, '').split('.')[0] || '')
    if (!name) return { control: null, message: detail.message }
    // A control that stands for a form value (a combobox for a hidden petId) says so.
    const named = form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)
    const control = form.querySelector<HTMLElement>(`[data-for="${name}"]`) ?? named
    const missing = named?.value === '' ? control?.dataset.missing : undefined
    return { control, message: missing ?? detail.message }
  })
}
