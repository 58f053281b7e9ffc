/**
 * The stored records: their types and their integrity checks, both derived from openapi.yaml's
 * component schemas (a record of the store is what a response shows of it). The store is
 * stricter than the response schema only where openapi.yaml documents that a field is always
 * set: a pet's `status`, every field of an order. No other field is allowed.
 */
import { shown } from '../base/text'
import type { components } from '../contract/generated/openapi'
import { storedRecordValidators } from '../contract/generated/validators'
import { describeError, type ValidationError, type Validator } from '../contract/validation'

type Schemas = components['schemas']

// A record as the store keeps it: writable fields, the always-set ones required.
type Stored<T, Always extends keyof T = never> = {
  -readonly [K in keyof T as K extends Always ? never : K]: T[K]
} & { -readonly [K in Always]-?: Exclude<T[K], undefined> } extends infer R
  ? { [K in keyof R]: R[K] }
  : never

/** A pet's (and its inventory entry's) status. */
export type PetStatus = Schemas['PetStatus']

/** A stored category. */
export type Category = Stored<Schemas['Category']>

/** A stored pet; `status` is always set in the store. */
export type Pet = Stored<Schemas['Pet'], 'status'>

/** A stored inventory entry, one per pet. */
export type InventoryItem = Stored<Schemas['InventoryItem']>

/** A stored order; every field is set in the store. */
export type Order = Stored<Schemas['Order'], keyof Schemas['Order']>

/** One thing wrong with a record: where in it (empty for the record itself), and what. */
export interface RecordIssue {
  readonly message: string
  readonly path: ReadonlyArray<string | number>
}

/**
 * A record's integrity check as a Standard Schema (version 1): `validate` gives a copy of the
 * record when it fits, else its issues.
 */
export interface RecordSchema<T> {
  readonly '~standard': {
    readonly version: 1
    readonly vendor: 'petstore-mock'
    readonly validate: (
      value: unknown,
    ) => { readonly value: T; readonly issues?: undefined } | { readonly issues: RecordIssue[] }
    readonly types?: { readonly input: T; readonly output: T }
  }
}

/** What a record's problem says, after its path: the contract's words, and what was there. */
export function issueOf(error: ValidationError): RecordIssue {
  const path: Array<string | number> = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
  if (error.keyword === 'required') {
    return { path: [...path, String(error.params.missingProperty)], message: 'is required' }
  }
  if (error.keyword === 'additionalProperties') {
    return {
      path,
      message: `has a field the store does not keep: ${error.params.additionalProperty}`,
    }
  }
  if (error.keyword === 'type') {
    const expected = error.params.type === 'integer' ? 'number' : String(error.params.type)
    return {
      path,
      message: `${describeError(error)} (expected ${expected}, received ${kindOf(error.data)})`,
    }
  }
  return { path, message: `${describeError(error)}, got ${shown(error.data)}` }
}

function kindOf(value: unknown): string {
  if (value === null) return 'null'
  return Array.isArray(value) ? 'array' : typeof value
}

// allOf and if wrappers repeat what their branches already said.
const wrappers = new Set(['allOf', 'anyOf', 'if'])

function recordSchema<T>(validate: Validator): RecordSchema<T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'petstore-mock',
      validate(value) {
        // A copy, so the store never holds an object its caller may still change.
        if (validate(value)) return { value: { ...(value as object) } as T }
        const issues = (validate.errors ?? []).filter((e) => !wrappers.has(e.keyword)).map(issueOf)
        return { issues }
      },
    },
  }
}

/** A stored category's check. */
export const categorySchema = recordSchema<Category>(storedRecordValidators.Category)

/** A stored pet's check. */
export const petSchema = recordSchema<Pet>(storedRecordValidators.Pet)

/** A stored inventory entry's check. */
export const inventorySchema = recordSchema<InventoryItem>(storedRecordValidators.InventoryItem)

/** A stored order's check: every field is required. */
export const orderSchema = recordSchema<Order>(storedRecordValidators.Order)
