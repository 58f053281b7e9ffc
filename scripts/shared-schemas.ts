/**
 * Finds the subschemas the generated validators would otherwise compile again and again (a Pet
 * in every pet response, the store's pet and the page of pets; an id in every record) and moves
 * each into a schema of its own, which the others `$ref`. ajv's standalone code then holds one
 * function per shared schema, which every validator that needs it calls. A check through a
 * `$ref` reports the same problems, at the same paths and in the same order, as the same schema
 * written in place; only `schemaPath` starts again at the shared schema, and nothing reads it.
 *
 * @example
 * const { roots, shared } = shareSubschemas({ v0: petPage, v1: pet })
 * roots.v1 // { $ref: 'Pet' } when v1 is the pet a page holds
 */

type Schema = Record<string, unknown>

// Where a schema holds subschemas: one, a map of them, or a list of them. Everything else
// (`enum`, `default`, `required`...) is data, never a schema.
const ONE = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains']
const MAP = ['properties', 'patternProperties']
const LIST = ['allOf', 'anyOf', 'oneOf']

// Keywords that only describe: ajv ignores them and no message reads them.
const ANNOTATIONS = new Set(['description', 'title', 'readOnly', 'writeOnly', 'deprecated'])

// A shared schema costs a function and a call at each use; below this many keywords, writing
// the check in place is smaller.
const MIN_KEYWORDS = 3

// A call per array item costs more than the check it calls (a page of 20 pets: 0.54 -> 1.39 µs
// with its items shared, 2.6x), so what an array's `items` holds stays in place: pages are
// checked as fast as before, for ~25 KB of the ~60 KB that sharing everything would save.
const LOOPS = false

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The schema with each of its immediate subschemas replaced by `f` of it. */
function mapSubschemas(schema: Schema, f: (sub: Schema) => Schema, inLoops = true): Schema {
  // `inLoops: false` leaves an array's `items` as they are.
  const out: Schema = {}
  for (const [key, value] of Object.entries(schema)) {
    if (!inLoops && key === 'items') out[key] = value
    else if (ONE.includes(key) && isSchema(value)) out[key] = f(value)
    else if (MAP.includes(key) && isSchema(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, isSchema(sub) ? f(sub) : sub]),
      )
    } else if (LIST.includes(key) && Array.isArray(value)) {
      out[key] = value.map((sub: unknown) => (isSchema(sub) ? f(sub) : sub))
    } else out[key] = value
  }
  return out
}

/**
 * The schema without its annotations (descriptions and the like), at every depth.
 *
 * @example
 * withoutAnnotations({ type: 'string', description: 'A name.' }) // { type: 'string' }
 */
export function withoutAnnotations(schema: Schema): Schema {
  const kept = Object.fromEntries(Object.entries(schema).filter(([key]) => !ANNOTATIONS.has(key)))
  return mapSubschemas(kept, withoutAnnotations)
}

// How many keywords a schema holds at every depth: a rough measure of the code it compiles to.
function keywordCount(schema: Schema): number {
  let count = Object.keys(schema).length
  mapSubschemas(schema, (sub) => {
    count += keywordCount(sub)
    return sub
  })
  return count
}

// ajv fills a property's `default` only where the property's schema is written in place, so a
// schema with a default of its own is never moved behind a `$ref`.
function mayShare(schema: Schema): boolean {
  return !('$ref' in schema) && !('default' in schema) && keywordCount(schema) >= MIN_KEYWORDS
}

function countUses(schemas: Iterable<Schema>): Map<string, number> {
  const uses = new Map<string, number>()
  const visit = (schema: Schema): Schema => {
    const key = JSON.stringify(schema)
    uses.set(key, (uses.get(key) ?? 0) + 1)
    return mapSubschemas(schema, visit, LOOPS)
  }
  for (const schema of schemas) visit(schema)
  return uses
}

function replaceUses(schema: Schema, key: string, ref: Schema): Schema {
  if (JSON.stringify(schema) === key) return ref
  return mapSubschemas(schema, (sub) => replaceUses(sub, key, ref), LOOPS)
}

/** What {@link shareSubschemas} gives: the roots, some now a `$ref`, and the shared schemas. */
export interface SharedSchemas {
  roots: Record<string, Schema>
  /** Each shared schema by its `$id`, which it also carries. */
  shared: Map<string, Schema>
}

/**
 * Moves every subschema used more than once (and large enough to be worth a call) into a shared
 * schema with an `$id`, largest first, so a shared schema may itself use smaller shared ones.
 * `nameOf` names a shared schema (a component's name, say) or gives undefined for a number.
 *
 * @example
 * shareSubschemas({ a: { type: 'array', items: pet }, b: pet }).roots.b // { $ref: 's0' }
 */
export function shareSubschemas(
  roots: Record<string, Schema>,
  nameOf: (schema: Schema) => string | undefined = () => undefined,
): SharedSchemas {
  let current = { ...roots }
  const shared = new Map<string, Schema>()
  for (;;) {
    const uses = countUses([...Object.values(current), ...shared.values()])
    const candidates = [...uses]
      .filter(([key, count]) => count > 1 && mayShare(JSON.parse(key) as Schema))
      .sort(([a], [b]) => b.length - a.length || (a < b ? -1 : 1))
    const [key] = candidates[0] ?? []
    if (key === undefined) break
    const schema = JSON.parse(key) as Schema
    let id = nameOf(schema) ?? `s${shared.size}`
    if (shared.has(id)) id = `${id}.${shared.size}`
    const ref = { $ref: id }
    current = Object.fromEntries(
      Object.entries(current).map(([name, root]) => [name, replaceUses(root, key, ref)]),
    )
    for (const [other, sharedSchema] of shared) {
      shared.set(
        other,
        mapSubschemas(sharedSchema, (sub) => replaceUses(sub, key, ref)),
      )
    }
    shared.set(id, schema)
  }
  // Sharing larger schemas first may leave a shared schema that only wraps smaller shared ones
  // (`allOf: [{ $ref: 'Id' }]`): a call that does nothing but call; write those in place again.
  for (let again = true; again;) {
    again = false
    for (const [id, schema] of shared) {
      if (keywordCount(schema) >= MIN_KEYWORDS) continue
      const ref = JSON.stringify({ $ref: id })
      shared.delete(id)
      current = Object.fromEntries(
        Object.entries(current).map(([name, root]) => [name, replaceUses(root, ref, schema)]),
      )
      for (const [other, sharedSchema] of shared) {
        shared.set(
          other,
          mapSubschemas(sharedSchema, (sub) => replaceUses(sub, ref, schema)),
        )
      }
      again = true
    }
  }
  for (const [id, schema] of shared) shared.set(id, { $id: id, ...schema })
  return { roots: current, shared }
}
