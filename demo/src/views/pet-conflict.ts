/**
 * Two tabs editing one pet. The form saves only over the version it was opened with (If-Match);
 * when another tab has saved since, the API refuses (412) and the form says so in the shop's
 * words, naming what the other tab changed, with two ways on: load their version (their change,
 * with the person's own changes to the other fields kept on top, so neither side is lost), or
 * overwrite theirs with the form as it stands, on purpose.
 */
import type { ApiClient } from '../api/client'
import { ApiProblem } from '../api/problem'
import type { Category, Pet, PetStatus } from '../api/types'
import { h } from '../ui/dom'
import { icon } from '../ui/icons'

/** What the pet form edits. */
export interface PetFields {
  name: string
  categoryId: number
  status: PetStatus
}

/** A pet as stored, with its version (null when it could not be read with one). */
export interface StoredPet {
  pet: Pet
  version: string | null
}

/** A save refused because another tab saved first; `theirs` is the pet as stored now. */
export class PetConflict extends Error {
  constructor(
    name: string,
    /** Undefined when it could not be read; `deleted` when it is gone. */
    readonly theirs: StoredPet | 'deleted' | undefined,
    /** The version the API named as current. */
    readonly version: string | undefined,
  ) {
    super(`Another tab changed ${name} after this form was opened; nothing was saved.`)
  }
}

const keys = ['name', 'categoryId', 'status'] as const
const labels: Record<keyof PetFields, string> = {
  name: 'name',
  categoryId: 'category',
  status: 'status',
}

/** The fields of a pet, as the form holds them. */
export function fieldsOf(pet: Pet): PetFields {
  return { name: pet.name, categoryId: pet.categoryId, status: pet.status ?? 'available' }
}

/**
 * Reads the pet as stored now, with its version. The contract's one read of a pet by id is
 * GET /pets/{petId}; its errors are the caller's to handle.
 */
export async function readStored(api: ApiClient, petId: number): Promise<StoredPet> {
  const { data, headers } = await api.call('getPetById', { path: { petId } })
  return { pet: data, version: headers.get('ETag') }
}

/**
 * A refused save of `saving` as a PetConflict when another tab changed (412) or deleted (404)
 * the pet meanwhile, with the pet as stored now; any other error as it is.
 */
export async function conflictOf(
  api: ApiClient,
  saving: StoredPet,
  error: unknown,
): Promise<unknown> {
  if (!(error instanceof ApiProblem)) return error
  const { id, name } = saving.pet
  if (error.status === 404) return new PetConflict(name, 'deleted', undefined)
  if (error.code !== 'precondition_failed') return error
  const theirs = await readStored(api, id).catch((read: unknown) =>
    read instanceof ApiProblem && read.status === 404 ? ('deleted' as const) : undefined,
  )
  return new PetConflict(name, theirs, error.version)
}

/**
 * Their version with the person's changes on top: a field only the person changed keeps the
 * person's value; a field the other tab changed shows theirs (`replaced` names those the person
 * had changed too, so the note can say what they had).
 */
export function merge(
  opened: PetFields,
  mine: PetFields,
  theirs: PetFields,
): { values: PetFields; kept: Array<keyof PetFields>; replaced: Array<keyof PetFields> } {
  const values = { ...theirs }
  const kept: Array<keyof PetFields> = []
  const replaced: Array<keyof PetFields> = []
  for (const key of keys) {
    if (mine[key] === opened[key] || mine[key] === theirs[key]) continue
    if (theirs[key] === opened[key]) {
      Object.assign(values, { [key]: mine[key] })
      kept.push(key)
    } else replaced.push(key)
  }
  return { values, kept, replaced }
}

function shown(key: keyof PetFields, fields: PetFields, categories: Category[]): string {
  if (key === 'name') return `“${fields.name}”`
  if (key === 'status') return fields.status[0]!.toUpperCase() + fields.status.slice(1)
  return categories.find((c) => c.id === fields.categoryId)?.name ?? `#${fields.categoryId}`
}

function listed(items: string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/** What the form shows when its save met another tab's change. */
export function conflictAlert(options: {
  opened: PetFields
  conflict: PetConflict
  categories: Category[]
  onLoad: () => void
  onOverwrite: () => void
}): HTMLElement {
  const { opened, conflict, categories } = options
  if (conflict.theirs === 'deleted') {
    return h(
      'div',
      { class: 'form-alert', role: 'alert' },
      icon('alert', 18),
      h(
        'p',
        null,
        `Another tab deleted ${opened.name} after you opened this form, so there is nothing left to save. Cancel closes the form.`,
      ),
    )
  }
  const theirs = conflict.theirs && fieldsOf(conflict.theirs.pet)
  const changes = theirs
    ? keys
        .filter((key) => theirs[key] !== opened[key])
        .map((key) => `the ${labels[key]} is now ${shown(key, theirs, categories)}`)
    : []
  return h(
    'div',
    { class: 'form-alert form-conflict', role: 'alert' },
    icon('alert', 18),
    h(
      'div',
      null,
      h(
        'p',
        null,
        `Another tab changed ${opened.name} after you opened this form${changes.length ? `: ${listed(changes)}` : ''}.`,
      ),
      h(
        'p',
        null,
        'Your changes were not saved, so theirs is not lost. Load their version to keep both, or overwrite theirs with yours.',
      ),
      h(
        'div',
        { class: 'conflict-actions' },
        h(
          'button',
          { class: 'btn btn-sm', type: 'button', onclick: options.onLoad },
          icon('refresh', 14),
          'Load their version',
        ),
        h(
          'button',
          { class: 'btn btn-sm btn-ghost-danger', type: 'button', onclick: options.onOverwrite },
          'Overwrite with mine',
        ),
      ),
    ),
  )
}

/** What the form says once their version is in it. */
export function loadedNote(
  result: ReturnType<typeof merge>,
  mine: PetFields,
  categories: Category[],
): HTMLElement {
  const kept = result.kept.map((key) => labels[key])
  const replaced = result.replaced.map(
    (key) =>
      `The ${labels[key]} is theirs; you had ${shown(key, mine, categories)}, change it back if you meant it.`,
  )
  const text = [
    kept.length
      ? `Their version is loaded, with your ${listed(kept)} change kept. Save to apply both.`
      : 'Their version is loaded.',
    ...replaced,
  ].join(' ')
  return h(
    'div',
    { class: 'form-note', role: 'status', 'data-until-submit': true },
    icon('check', 18),
    h('p', null, text),
  )
}
