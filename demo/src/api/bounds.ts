/**
 * The bounds openapi.yaml sets on what the forms send (a name's length, a quantity's range),
 * read from the contract when the demo is built, so a form's `maxlength` and its hint never
 * drift from what the API accepts.
 */
import bounds from 'petstore-mock/openapi.yaml?bounds'

/** The contract's component schemas the forms send. */
type InputSchema = 'NewPet' | 'NewCategory' | 'NewOrder'

/** A field's `maxLength` in openapi.yaml; throws when the contract sets none (a renamed field). */
export function maxLengthOf(schema: InputSchema, field: string): number {
  const max = bounds[schema]?.[field]?.maxLength
  if (max === undefined) throw new Error(`openapi.yaml sets no maxLength on ${schema}.${field}`)
  return max
}
