/**
 * What openapi.yaml documents for one response of one operation: its JSON schema, its named
 * examples and the headers it must carry. The one place the response controls read the contract.
 */
import type { OpenAPIV3 } from 'openapi-types'
import type { OperationInfo } from '../../contract/operations'
import { deref, toJsonSchema } from '../../contract/schema'

/** The name a media type's single `example` goes by, as Prism calls it. */
export const DEFAULT_EXAMPLE = 'default'

/** One documented response, flattened. */
export interface DocumentedResponse {
  status: number
  /** The response-direction JSON schema of the body; undefined when there is no body. */
  schema: unknown
  /** Named examples: the `examples` map, and the single `example` as `default`. */
  examples: Map<string, unknown>
  /** Headers the response must carry, with their documented schema and example. */
  headers: Array<{ name: string; schema: unknown; example: unknown }>
}

/** The status a control answers with when it names none: the lowest documented 2xx. */
export function successStatus(operation: OperationInfo): number {
  const ok = operation.statuses.filter((s) => s >= 200 && s < 300).sort((a, b) => a - b)
  return ok[0] ?? (operation.statuses[0] as number)
}

/** The documented response of an operation at a status, or undefined when it has none. */
export function documentedResponse(
  operation: OperationInfo,
  status: number,
): DocumentedResponse | undefined {
  const raw = operation.operation.responses[String(status)]
  if (!raw) return undefined
  const response = deref<OpenAPIV3.ResponseObject>(raw)
  const media = response.content?.['application/json']
  const examples = new Map<string, unknown>()
  for (const [name, example] of Object.entries(media?.examples ?? {})) {
    examples.set(name, deref<OpenAPIV3.ExampleObject>(example).value)
  }
  if (media?.example !== undefined && !examples.has(DEFAULT_EXAMPLE)) {
    examples.set(DEFAULT_EXAMPLE, media.example)
  }
  const headers = Object.entries(response.headers ?? {}).flatMap(([name, node]) => {
    const header = deref<OpenAPIV3.HeaderObject>(node)
    return header.required ? [{ name, schema: header.schema, example: header.example }] : []
  })
  return {
    status,
    schema: media?.schema ? toJsonSchema(media.schema, 'response') : undefined,
    examples,
    headers,
  }
}
