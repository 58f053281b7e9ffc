import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createApiClient } from '../../conformance/client'
import { devPetstore } from '../vite'
import { petstoreMiddleware, type PetstoreMiddleware } from '.'

const servers: Server[] = []

// An app as server.ts builds it: the middleware first, then a handler standing in for Angular's
// renderer; `mount` mimics Express's app.use('/api', …), which strips the mount path from req.url.
async function app(middleware: PetstoreMiddleware, mount = ''): Promise<string> {
  const server = createServer((req: IncomingMessage & { originalUrl?: string }, res) => {
    req.originalUrl = req.url
    if (mount && req.url?.startsWith(mount)) req.url = req.url.slice(mount.length)
    middleware(req, res, () => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<app>'))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

// Every answer is checked against openapi.yaml by the client.
const api = (origin: string) => createApiClient({ baseUrl: `${origin}/api/v1` })

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))))
  await devPetstore()?.reset()
})

describe('petstoreMiddleware', () => {
  it('answers the API from one store that a server.ts evaluated again (after an edit) finds', async () => {
    const first = await app(petstoreMiddleware({ seed: 7 }))
    const created = await api(first).op('createPet', { body: { name: 'Biscuit', categoryId: 1 } })
    expect(created.status).toBe(201)
    const again = petstoreMiddleware({ seed: 7 })
    const pets = await api(await app(again)).ok('listPets', { query: { sort: '-id', limit: 1 } })
    expect(pets.map((pet) => pet.name)).toEqual(['Biscuit'])
    expect(again.petstore).toBe(devPetstore())
  })

  it('passes every other path on to the app', async () => {
    const origin = await app(petstoreMiddleware())
    const page = await fetch(`${origin}/pets`)
    expect(await page.text()).toBe('<app>')
    expect(await (await fetch(`${origin}/api/v10/pets`)).text()).toBe('<app>')
  })

  it('answers an unknown path under the API with a JSON 404 instead of handing it to the app', async () => {
    const origin = await app(petstoreMiddleware())
    const response = await fetch(`${origin}/api/v1/no-such-thing`, {
      headers: { Authorization: 'Bearer petstore-demo-key' },
    })
    expect(response.status).toBe(404)
    expect(((await response.json()) as { code: string }).code).toBe('not_found')
  })

  it('answers under an Express mount path as well as at the root', async () => {
    const origin = await app(petstoreMiddleware(), '/api')
    expect((await api(origin).op('listPets')).status).toBe(200)
  })

  it('refuses a full URL or a relative path as baseUrl, naming the option', () => {
    expect(() => petstoreMiddleware({ baseUrl: 'http://127.0.0.1:4200/api/v1' })).toThrow(
      /petstoreMiddleware: baseUrl must be a path/,
    )
    expect(() => petstoreMiddleware({ baseUrl: 'api/v1' })).toThrow(
      /petstoreMiddleware: baseUrl must be .*a path starting with "\/"/,
    )
  })
})
