import SwaggerParser from '@apidevtools/swagger-parser'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { OpenAPIV3 } from 'openapi-types'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { DEFAULT_HOST, DEFAULT_PORT } from '../entries/http/http-server'
import { operationHandlers } from '../handlers'
import { errorCodes } from './errors'
import { document } from './generated/openapi-document'
import { contractOperations } from './operations'
import { route } from './router'
import { deref } from './schema'
import { schemaValidator, validatorsFor } from './validation'

const yamlPath = resolve(import.meta.dirname, '../../openapi.yaml')

describe('openapi.yaml', () => {
  it('is a valid OpenAPI 3.0.3 document, version 1.0.0', async () => {
    const document = parse(await readFile(yamlPath, 'utf8')) as OpenAPIV3.Document
    expect(document.openapi).toBe('3.0.3')
    expect(document.info.version).toBe('1.0.0')
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy()
  })

  it('names /api/v1 first, for code generators, then serve at its defaults, absolute, for proxies', async () => {
    const document = parse(await readFile(yamlPath, 'utf8')) as OpenAPIV3.Document
    expect(document.servers?.[0]?.url).toBe('/api/v1')
    const local = document.servers?.[1]
    const url = local?.url.replace(/\{(\w+)\}/g, (_, name: string) => {
      return local.variables?.[name]?.default ?? ''
    })
    expect(url).toBe(`http://${DEFAULT_HOST}:${DEFAULT_PORT}/api/v1`)
  })

  it('declares HEAD exactly where the mock answers it, with the statuses of the GET beside it', () => {
    const paths = Object.entries(document.paths) as Array<[string, OpenAPIV3.PathItemObject]>
    const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '1')
    for (const [path, item] of paths) {
      const answered = route('HEAD', concrete(path)).kind === 'operation'
      expect(item.head !== undefined, `HEAD ${path}`).toBe(answered)
      expect(answered, `HEAD ${path}`).toBe(item.get !== undefined)
      if (!item.head || !item.get) continue
      expect(Object.keys(item.head.responses), path).toEqual(Object.keys(item.get.responses))
      expect(item.head.parameters, path).toEqual(item.get.parameters)
      // No operationId: the mock answers HEAD through the GET operation, which it journals.
      expect(item.head.operationId, path).toBeUndefined()
    }
  })

  it('groups operations under the Pets and Store tags', () => {
    const tags = new Set(contractOperations.map((op) => op.tag))
    expect([...tags].sort()).toEqual(['Pets', 'Store'])
  })

  it.each(contractOperations.map((op) => [op.operationId, op] as const))(
    '%s has a summary, security, examples and the errors every operation can return',
    (_id, op) => {
      expect(op.operation.summary).toBeTruthy()
      for (const status of [401, 429, 500, 503]) expect(op.statuses).toContain(status)
      if (['post', 'put', 'patch', 'delete'].includes(op.method)) expect(op.statuses).toContain(403)
      const body = op.operation.requestBody
        ? deref<OpenAPIV3.RequestBodyObject>(op.operation.requestBody)
        : undefined
      if (body) {
        expect(body.content['application/json']?.example).toBeDefined()
        for (const status of [413, 415]) expect(op.statuses).toContain(status)
      }
      for (const [status, response] of Object.entries(op.operation.responses)) {
        const media = deref<OpenAPIV3.ResponseObject>(response).content?.['application/json']
        if (media) expect(media.example, `${op.operationId} ${status} example`).toBeDefined()
      }
    },
  )

  it('has request and response examples that pass their own schemas', () => {
    for (const op of contractOperations) {
      const body = op.operation.requestBody
        ? deref<OpenAPIV3.RequestBodyObject>(op.operation.requestBody)
        : undefined
      const example = body?.content['application/json']?.example
      if (example !== undefined) {
        const validate = validatorsFor(op.operationId).body
        expect(validate?.(structuredClone(example)), `${op.operationId} request example`).toBe(true)
      }
      for (const [status, response] of Object.entries(op.operation.responses)) {
        const media = deref<OpenAPIV3.ResponseObject>(response).content?.['application/json']
        if (media?.example === undefined) continue
        const validate = validatorsFor(op.operationId).responses.get(Number(status))
        expect(
          validate?.(structuredClone(media.example)),
          `${op.operationId} ${status} example`,
        ).toBe(true)
      }
    }
  })

  it('has schema examples that pass their schemas', () => {
    for (const name of ['Pet', 'Category', 'Order', 'InventoryItem']) {
      const example = deref<OpenAPIV3.SchemaObject>({
        $ref: `#/components/schemas/${name}`,
      }).example
      expect(schemaValidator(name)(example), name).toBe(true)
    }
  })

  it('marks getPetById deprecated with a sunset, and the stability of the beta and experimental operations', () => {
    const byId = Object.fromEntries(contractOperations.map((op) => [op.operationId, op]))
    expect(byId.getPetById?.deprecated).toBe(true)
    expect((byId.getPetById?.operation as Record<string, unknown>)['x-sunset']).toBe('2027-06-30')
    expect(byId.updateInventory?.stability).toBe('beta')
    expect(byId.updateOrder?.stability).toBe('beta')
    expect(byId.cancelOrder?.stability).toBe('experimental')
    expect((byId.listOrders?.operation as Record<string, unknown>)['x-hideTryItPanel']).toBe(true)
  })

  it('lists every error code of the mock in its description', async () => {
    const text = await readFile(yamlPath, 'utf8')
    for (const code of Object.keys(errorCodes)) expect(text).toContain(`\`${code}\``)
  })
})

describe('the mock and the contract', () => {
  it('serves exactly the operations openapi.yaml declares, no more and no fewer', () => {
    const declared = contractOperations.map((op) => op.operationId).sort()
    expect(Object.keys(operationHandlers).sort()).toEqual(declared)
  })

  it('routes every declared path and method to its operation', () => {
    for (const op of contractOperations) {
      const path = op.path.replace(/\{[^}]+\}/g, '7')
      const matched = route(op.method.toUpperCase(), path)
      expect(matched.kind === 'operation' && matched.operation.operationId).toBe(op.operationId)
    }
  })
})
