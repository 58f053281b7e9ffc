/**
 * Shows an API error on a form, once and where it belongs: each `details` entry under the field
 * it names (`body.name` goes under the control named `name`), in the shop's words (the field's
 * label, not its name in the API; "Choose a category" for an empty picker), and the focus on
 * the first field in the form's order. Only what no field can show goes in the alert at the
 * top; the status and code are shown there for the errors a person cannot fix in the form (a
 * read-only key, the API down), where they help whoever is asked for help.
 */
import { ApiProblem } from '../api/problem'
import { h } from './dom'
import { icon } from './icons'

/** Removes every problem shown on the form. */
export function clearFormProblems(form: HTMLFormElement): void {
  form
    .querySelectorAll('.form-alert, .field-error, [data-until-submit]')
    .forEach((el) => el.remove())
  form.querySelectorAll('[aria-invalid]').forEach((el) => {
    el.removeAttribute('aria-invalid')
    const described = (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((id) => id && !id.startsWith('field-error-'))
    if (described.length > 0) el.setAttribute('aria-describedby', described.join(' '))
    else el.removeAttribute('aria-describedby')
  })
}

/**
 * Shows an error on the form: under its fields, or in one alert when no field can show it, or
 * as `explained` (the form's own account of it, with its choices: focus goes to the first).
 */
export function showFormProblem(
  form: HTMLFormElement,
  error: unknown,
  explained?: HTMLElement,
): void {
  clearFormProblems(form)
  if (explained) {
    form.prepend(explained)
    explained.querySelector<HTMLElement>('button')?.focus()
    return
  }
  const problems = error instanceof ApiProblem ? fieldProblems(form, error) : []
  const atFields = problems
    .filter((p): p is { control: HTMLElement; message: string } => Boolean(p.control))
    // The form's order, not the API's: the person fixes the form from the top.
    .sort((a, b) =>
      a.control.compareDocumentPosition(b.control) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    )
  const elsewhere = problems.filter((p) => !p.control).map((p) => p.message)
  if (atFields.length === 0 || elsewhere.length > 0) {
    const message =
      elsewhere.length > 0
        ? sentence([...new Set(elsewhere)].join('; '))
        : error instanceof Error
          ? error.message
          : String(error)
    form.prepend(alertFor(message, error))
  }
  const shown = new Set<HTMLElement>()
  for (const { control, message } of atFields) {
    // One message per field: the API may name a field twice (too short and no letter).
    if (shown.has(control)) continue
    shown.add(control)
    const id = `field-error-${shown.size}`
    control.setAttribute('aria-invalid', 'true')
    const described = control.getAttribute('aria-describedby')
    control.setAttribute('aria-describedby', described ? `${described} ${id}` : id)
    control.closest('.field')?.append(h('small', { class: 'field-error', id }, message))
  }
  atFields[0]?.control.focus()
}

function alertFor(message: string, error: unknown): HTMLElement {
  const status = error instanceof ApiProblem ? error.status : 0
  // 4xx answers about the form's data speak for themselves; a refused key or an API that is
  // down is worth its code.
  const meta =
    error instanceof ApiProblem && (status === 401 || status === 403 || status >= 500)
      ? `${status} · ${error.code}`
      : ''
  return h(
    'div',
    { class: 'form-alert', role: 'alert' },
    icon('alert', 18),
    h('div', null, h('p', null, message), meta && h('small', null, meta)),
  )
}

function sentence(text: string): string {
  const trimmed = text.trim()
  const first = trimmed.charAt(0).toUpperCase() + trimmed.slice(1)
  return /[.!?]$/.test(first) ? first : `${first}.`
}

// Each detail, with the control it is about (when the form has one) and the words to show.
function fieldProblems(
  form: HTMLFormElement,
  error: ApiProblem,
): Array<{ control: HTMLElement | null; message: string }> {
  return error.details.map((detail) => {
    const name = detail.path.replace(/^body\.?/, '').split('.')[0] || ''
    if (!name) return { control: null, message: detail.message }
    // A control that stands for a form value (a combobox for a hidden petId) says so.
    const named = form.querySelector<HTMLInputElement | HTMLSelectElement>(
      `[name="${CSS.escape(name)}"]`,
    )
    const control = form.querySelector<HTMLElement>(`[data-for="${CSS.escape(name)}"]`) ?? named
    if (!control) return { control: null, message: detail.message }
    const label = labelOf(control) ?? name
    const message =
      named?.value === ''
        ? (control.dataset.missing ?? `Enter a ${label.toLowerCase()}.`)
        : sentence(detail.message.replace(new RegExp(`^${escapeRegExp(name)}\\b`), label))
    return { control, message }
  })
}

function labelOf(control: HTMLElement): string | undefined {
  const field = control.closest('.field')
  return field?.querySelector('.field-label')?.textContent?.trim() || undefined
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
