import { describe, expect, it } from 'vitest'
import { document } from './generated/openapi-document'
import { check, summarizeProblems, toDetails, validatorsFor } from './validation'

const body = (operationId: Parameters<typeof validatorsFor>[0], value: unknown) => {
  const validate = validatorsFor(operationId).body
  if (!validate) throw new Error(`${operationId} takes no body`)
  return check(validate, 'body', value)
}

const schemas = document.components?.schemas as Record<string, Record<string, unknown>>

describe('request problems read as sentences', () => {
  it('names a too long or empty name with both bounds from openapi.yaml', () => {
    const name = (schemas.NewPet?.properties as Record<string, { maxLength: number }>).name
    expect(body('createPet', { name: '', categoryId: 1 })).toEqual({
      ok: false,
      problem: [{ path: 'body.name', message: `name must be 1 to ${name?.maxLength} characters` }],
    })
  })

  it('refuses a name of only spaces for pets and categories', () => {
    const message = 'name must contain a letter, digit or symbol, not only spaces'
    expect(body('createPet', { name: '   ', categoryId: 1 })).toEqual({
      ok: false,
      problem: [{ path: 'body.name', message }],
    })
    expect(body('updateCategory', { name: ' \u00A0 ' })).toEqual({
      ok: false,
      problem: [{ path: 'body.name', message }],
    })
  })

  it('refuses a name of only invisible characters, naming one of them', () => {
    const message =
      'name must contain a letter, digit or symbol, not only spaces or invisible characters such as U+200B ZERO WIDTH SPACE'
    expect(body('createPet', { name: '\u200B\u200C\u200D\uFEFF', categoryId: 1 })).toEqual({
      ok: false,
      problem: [{ path: 'body.name', message }],
    })
    expect(body('createCategory', { name: ' \u200B ' })).toEqual({
      ok: false,
      problem: [{ path: 'body.name', message }],
    })
  })

  it('refuses bidi controls, NUL, other controls and half surrogates in a name, naming the character', () => {
    const cases: Array<[string, string]> = [
      ['Rex\u202E', 'U+202E RIGHT-TO-LEFT OVERRIDE, an invisible control character'],
      ['\u200F\u200E', 'U+200F RIGHT-TO-LEFT MARK, an invisible control character'],
      ['Re\u0000x', 'U+0000 NULL, a control character'],
      ['Rex\t', 'U+0009 CHARACTER TABULATION, a control character'],
      ['Rex\u0085', 'U+0085 NEXT LINE, a control character'],
      ['Rex\uD800', 'U+D800, half of a surrogate pair without its other half'],
    ]
    for (const [name, what] of cases) {
      expect(body('updatePet', { name, categoryId: 1 })).toEqual({
        ok: false,
        problem: [{ path: 'body.name', message: `name contains ${what}` }],
      })
    }
  })

  it('accepts names with emoji, joiners and marks between visible characters', () => {
    for (const name of [
      '\u{1F436} Rex',
      'Do\u200Bgs',
      '\u{1F469}\u200D\u{1F4BB}',
      'Zoë',
      'ر\u200Cا',
    ]) {
      expect(body('createPet', { name, categoryId: 1 })).toEqual({
        ok: true,
        value: { name, categoryId: 1 },
      })
    }
  })

  it('says a quantity must be a whole number in its range, whatever was wrong with it', () => {
    for (const quantity of [0, 1.5, '2', 1001]) {
      expect(body('createOrder', { petId: 1, quantity })).toEqual({
        ok: false,
        problem: [
          { path: 'body.quantity', message: 'quantity must be a whole number from 1 to 1000' },
        ],
      })
    }
  })

  it('lists missing fields, unknown fields, allowed values and formats', () => {
    const result = body('createOrder', { id: 4, shipDate: 'tomorrow', complete: true })
    expect(result).toEqual({
      ok: false,
      problem: expect.arrayContaining([
        { path: 'body.petId', message: 'petId is required' },
        { path: 'body.quantity', message: 'quantity is required' },
        { path: 'body.id', message: 'id is not a field of this request' },
        {
          path: 'body.shipDate',
          message: 'shipDate must be a date and time such as 2026-10-02T09:00:00Z',
        },
        { path: 'body.complete', message: 'complete must be false' },
      ]),
    })
    expect(body('createPet', { name: 'Rex', categoryId: 1, status: 'gone' })).toEqual({
      ok: false,
      problem: [
        { path: 'body.status', message: 'status must be one of available, pending or sold' },
      ],
    })
  })

  it('talks about the body itself when the problem is not one field', () => {
    expect(body('createPet', 'Rex')).toEqual({
      ok: false,
      problem: [{ path: 'body', message: 'the body must be an object' }],
    })
    expect(body('updateOrder', {})).toEqual({
      ok: false,
      problem: [{ path: 'body', message: 'the body must have at least 1 field' }],
    })
  })

  it('accepts a valid body and a past ship date, which the contract allows', () => {
    expect(
      body('createOrder', { petId: 1, quantity: 2, shipDate: '2020-01-01T00:00:00Z' }),
    ).toEqual({ ok: true, value: { petId: 1, quantity: 2, shipDate: '2020-01-01T00:00:00Z' } })
  })
})

describe('the summary message of a validation_failed answer', () => {
  it('is the first problems as one sentence and counts the rest', () => {
    const details = ['a is required', 'b is required', 'c is required', 'd is required'].map(
      (message, i) => ({ path: `body.${i}`, message }),
    )
    expect(summarizeProblems(details.slice(0, 1))).toBe('a is required.')
    expect(summarizeProblems(details)).toBe(
      'a is required; b is required; c is required; and 1 more problem.',
    )
    expect(summarizeProblems([])).toBe('The request does not match the contract.')
  })
})

describe('response problems for contract tools', () => {
  it('keep the terse path-and-predicate form', () => {
    const validate = validatorsFor('createPet').responses.get(201)
    validate?.({ id: 1 })
    expect(toDetails('body', validate?.errors)).toContainEqual({
      path: 'body.name',
      message: 'is required',
    })
  })
})
