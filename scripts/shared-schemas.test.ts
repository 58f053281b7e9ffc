import { describe, expect, it } from 'vitest'
import { shareSubschemas, withoutAnnotations } from './shared-schemas'

const name = { type: 'string', minLength: 1, maxLength: 100 }

describe('shared subschemas', () => {
  it('moves a subschema two validators use into one shared schema that both reference', () => {
    const { roots, shared } = shareSubschemas({
      a: { type: 'object', properties: { name } },
      b: { type: 'object', properties: { title: name, size: { type: 'integer' } } },
    })
    expect(shared).toEqual(new Map([['s0', { $id: 's0', ...name }]]))
    expect(roots.a).toEqual({ type: 'object', properties: { name: { $ref: 's0' } } })
    expect(roots.b?.properties).toEqual({ title: { $ref: 's0' }, size: { type: 'integer' } })
  })

  it('keeps in place a schema with a default, which ajv fills only where it is written', () => {
    const limit = { type: 'integer', minimum: 1, maximum: 100, default: 20 }
    const { shared } = shareSubschemas({
      a: { type: 'object', properties: { limit } },
      b: { type: 'object', properties: { limit, offset: limit } },
    })
    expect(shared.size).toBe(0)
  })

  it("keeps an array's items in place, so a page is checked without a call per item", () => {
    const pet = { type: 'object', properties: { name } }
    const { roots, shared } = shareSubschemas({ page: { type: 'array', items: pet }, pet })
    expect(roots.page).toEqual({ type: 'array', items: pet })
    expect([...shared.keys()]).toEqual([])
  })

  it('names a shared schema as asked, for instance after the component it is', () => {
    const { roots } = shareSubschemas(
      { a: { type: 'object', properties: { name } }, b: { type: 'array', items: true, not: name } },
      (schema) => (schema.maxLength === 100 ? 'Name' : undefined),
    )
    expect(roots.a).toEqual({ type: 'object', properties: { name: { $ref: 'Name' } } })
  })

  it('drops descriptions but keeps a property called description', () => {
    expect(
      withoutAnnotations({
        type: 'object',
        description: 'A category.',
        properties: { description: { type: 'string', description: 'Its text.' } },
      }),
    ).toEqual({ type: 'object', properties: { description: { type: 'string' } } })
  })
})
