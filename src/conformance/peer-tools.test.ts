/**
 * openapi.yaml as two tools nobody here wrote read it: Spectral's `spectral:oas` rules on the
 * document (0 errors), and Prism's validation proxy (`prism proxy … --errors`) in front of `serve`
 * over every operation, good and bad requests, list pages, HEAD and conditional requests (0
 * violations in the mock's answers). Both bind to 127.0.0.1 and stop with the suite.
 */
import { spawn, execFile, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractOperations, type OperationId } from '../contract/operations'
import {
  createPetstoreHttpServer,
  type PetstoreHttpServer,
} from '../entries/http/petstore-http-server'

const root = resolve(import.meta.dirname, '../..')
const bin = (name: string) => resolve(root, 'node_modules/.bin', name)

describe('Spectral, spectral:oas (.spectral.yaml)', () => {
  it('finds no error in openapi.yaml', async () => {
    const run = promisify(execFile)
    const args = ['lint', '--ruleset', '.spectral.yaml', '-f', 'json', '--quiet', 'openapi.yaml']
    // Spectral exits 1 when it finds an error; its JSON says which.
    const { stdout } = await run(bin('spectral'), args, { cwd: root }).catch(
      (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
    )
    const found = JSON.parse(stdout.slice(stdout.indexOf('['))) as Array<{
      code: string
      severity: number
      message: string
      path: string[]
    }>
    const errors = found.filter((problem) => problem.severity === 0)
    expect(errors.map((e) => `${e.code} at ${e.path.join('.')}: ${e.message}`)).toEqual([])
  }, 60_000)
})

let mock: PetstoreHttpServer
let prism: ChildProcess | undefined
let prismUrl: string

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as { port: number }
  await new Promise((done) => server.close(done))
  return port
}

// Prism prints this line once it answers; it takes seconds on a loaded machine.
function startPrism(upstream: string, port: number): Promise<ChildProcess> {
  const args = ['proxy', 'openapi.yaml', upstream, '--errors', '-h', '127.0.0.1', '-p', `${port}`]
  const child = spawn(bin('prism'), args, { cwd: root, detached: true, stdio: 'pipe' })
  let output = ''
  return new Promise((done, failed) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Prism is listening')) done(child)
    })
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => failed(new Error(`prism exited ${code}: ${output.slice(-2000)}`)))
  })
}

beforeAll(async () => {
  mock = await createPetstoreHttpServer({ port: 0, host: '127.0.0.1' })
  const port = await freePort()
  prism = await startPrism(mock.url, port)
  prismUrl = `http://127.0.0.1:${port}`
}, 60_000)

afterAll(async () => {
  // Its own process group: prism's node and anything it started.
  if (prism?.pid !== undefined && prism.exitCode === null) process.kill(-prism.pid, 'SIGTERM')
  await mock?.close()
})

/** One request of the workload, and what the mock should answer it. */
interface Step {
  method: string
  path: string
  body?: unknown
  headers?: Record<string, string>
  /** The API key; `null` sends none. */
  key?: string | null
  /** The status the mock answers a request the contract allows; undefined for one it refuses. */
  expect?: number
  operationId?: OperationId
}

interface Seen {
  step: Step
  status: number
  body: unknown
  etag: string | null
  violations: Array<{ location: string[]; message: string }>
}

async function send(step: Step): Promise<Seen> {
  const headers: Record<string, string> = { ...step.headers }
  if (step.key !== null) headers.authorization = `Bearer ${step.key ?? 'petstore-demo-key'}`
  if (step.body !== undefined) headers['content-type'] ??= 'application/json'
  const body = typeof step.body === 'string' ? step.body : JSON.stringify(step.body)
  const res = await fetch(`${prismUrl}${step.path}`, { method: step.method, headers, body })
  const text = await res.text()
  const header = res.headers.get('sl-violations')
  const violations = header ? (JSON.parse(header) as Seen['violations']) : []
  // With --errors a violating answer becomes Prism's own problem document, listing them.
  if (text.includes('prism/errors#VIOLATIONS'))
    violations.push(...(JSON.parse(text) as { validation: Seen['violations'] }).validation)
  const parsed = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text
  return { step, status: res.status, body: parsed, etag: res.headers.get('etag'), violations }
}

const idOf = (seen: Seen) => (seen.body as { id?: number }).id ?? 0

// Reads of every list (pages, filters, sorts) and record, as GET and as HEAD.
async function reads(): Promise<Seen[]> {
  const steps: Step[] = [
    { method: 'GET', path: '/pets?limit=2&offset=2', expect: 200, operationId: 'listPets' },
    { method: 'GET', path: '/pets?status=available&status=sold&sort=-name&name=a', expect: 200 },
    { method: 'GET', path: '/categories?sort=name&limit=3', expect: 200, operationId: 'listCategories' },
    { method: 'GET', path: '/store/inventory?limit=5', expect: 200, operationId: 'listInventory' },
    { method: 'GET', path: '/store/orders?complete=false', expect: 200, operationId: 'listOrders' },
    { method: 'GET', path: '/pets/1', expect: 200, operationId: 'getPetById' },
    { method: 'GET', path: '/categories/1', expect: 200, operationId: 'getCategoryById' },
    { method: 'GET', path: '/store/inventory/1', expect: 200, operationId: 'getInventoryItem' },
    { method: 'GET', path: '/pets/9007199254740991', expect: 404 },
    { method: 'GET', path: '/categories/999999', expect: 404 },
    { method: 'HEAD', path: '/pets?limit=1', expect: 200 },
    { method: 'HEAD', path: '/pets/1', expect: 200 },
    { method: 'HEAD', path: '/categories/1', expect: 200 },
    { method: 'HEAD', path: '/store/inventory', expect: 200 },
    { method: 'HEAD', path: '/store/inventory/1', expect: 200 },
    { method: 'HEAD', path: '/store/orders', expect: 200 },
    { method: 'HEAD', path: '/categories', expect: 200 },
    { method: 'HEAD', path: '/pets/424242', expect: 404 },
  ] // prettier-ignore
  const seen: Seen[] = []
  for (const step of steps) seen.push(await send(step))
  const pet = seen.find((s) => s.step.path === '/pets/1')
  const etag = pet?.etag ?? '"none"'
  for (const method of ['GET', 'HEAD'])
    seen.push(
      await send({ method, path: '/pets/1', headers: { 'if-none-match': etag }, expect: 304 }),
    )
  return seen
}

// Every write, with and without preconditions, on records made through the proxy.
async function writes(): Promise<Seen[]> {
  const seen: Seen[] = []
  const go = async (step: Step) => {
    const answer = await send(step)
    seen.push(answer)
    return answer
  }
  const category = await go({ method: 'POST', path: '/categories', body: { name: 'Peer ferrets' }, expect: 201, operationId: 'createCategory' })
  const c = `/categories/${idOf(category)}`
  await go({ method: 'PUT', path: c, body: { name: 'Peer stoats' }, headers: { 'if-match': '"stale"' }, expect: 412 })
  await go({ method: 'PUT', path: c, body: { name: 'Peer stoats' }, headers: { 'if-match': category.etag ?? '*' }, expect: 200, operationId: 'updateCategory' })
  const pet = await go({ method: 'POST', path: '/pets', body: { name: 'Gus', categoryId: idOf(category) }, expect: 201, operationId: 'createPet' })
  const p = `/pets/${idOf(pet)}`
  await go({ method: 'DELETE', path: c, expect: 409 })
  await go({ method: 'PUT', path: p, body: { name: 'Charlie', categoryId: idOf(category), status: 'available' }, expect: 200, operationId: 'updatePet' })
  await go({ method: 'PUT', path: `/store/inventory/${idOf(pet)}`, body: { quantity: 5 }, expect: 200, operationId: 'updateInventory' })
  const order = await go({ method: 'POST', path: '/store/orders', body: { petId: idOf(pet), quantity: 2 }, expect: 201, operationId: 'createOrder' })
  const o = `/store/orders/${idOf(order)}`
  await go({ method: 'GET', path: o, expect: 200, operationId: 'getOrderById' })
  await go({ method: 'DELETE', path: p, expect: 409 })
  await go({ method: 'PATCH', path: o, body: { shipDate: '2030-01-01T00:00:00.000Z' }, expect: 200, operationId: 'updateOrder' })
  await go({ method: 'DELETE', path: o, expect: 204, operationId: 'cancelOrder' })
  await go({ method: 'POST', path: '/store/orders', body: { petId: idOf(pet), quantity: 1000 }, expect: 409 })
  await go({ method: 'POST', path: '/pets', body: { name: 'Rex', categoryId: 999999 }, expect: 422 })
  await go({ method: 'POST', path: '/categories', body: { name: 'Peer stoats' }, expect: 409 })
  await go({ method: 'DELETE', path: p, expect: 204, operationId: 'deletePet' })
  await go({ method: 'DELETE', path: c, expect: 204, operationId: 'deleteCategory' })
  return seen
} // prettier-ignore

// Requests the contract refuses: Prism may answer them itself; the mock's answers must conform.
async function faults(): Promise<Seen[]> {
  const steps: Step[] = [
    { method: 'GET', path: '/pets', key: null },
    { method: 'POST', path: '/categories', key: 'petstore-readonly-key', body: { name: 'Nope' } },
    { method: 'GET', path: '/pets/0' },
    { method: 'GET', path: '/pets/1e1' },
    { method: 'GET', path: '/pets?limit=500' },
    { method: 'POST', path: '/categories', body: { name: '' } },
    { method: 'POST', path: '/categories', body: '{"name": ' },
    { method: 'POST', path: '/categories', body: '{"name":"x"}', headers: { 'content-type': 'application/merge-patch+json' } },
    { method: 'POST', path: '/categories', body: { name: 'x'.repeat(70_000) } },
    { method: 'PATCH', path: '/pets' },
  ] // prettier-ignore
  const seen: Seen[] = []
  for (const step of steps) seen.push(await send(step))
  return seen
}

describe("Prism's validation proxy in front of serve", () => {
  let seen: Seen[] = []

  beforeAll(async () => {
    seen = [...(await reads()), ...(await writes()), ...(await faults())]
  }, 120_000)

  it('flags no violation in any answer of the mock', () => {
    const flagged = seen.flatMap(({ step, violations }) =>
      violations
        .filter((v) => v.location[0] === 'response')
        .map((v) => `${step.method} ${step.path}: ${v.location.join('.')} ${v.message}`),
    )
    expect(flagged).toEqual([])
  })

  it('passes every request the contract allows through unflagged, with the status the mock gives', () => {
    const allowed = seen.filter(({ step }) => step.expect !== undefined)
    const line = (step: Step, status: number | undefined) => `${step.method} ${step.path} ${status}`
    expect(allowed.map(({ step, status }) => line(step, status))).toEqual(
      allowed.map(({ step }) => line(step, step.expect)),
    )
    expect(allowed.filter(({ violations }) => violations.length > 0)).toEqual([])
  })

  it('reached every operation and HEAD', () => {
    const reached = new Set(seen.map(({ step }) => step.operationId).filter(Boolean))
    expect(contractOperations.map((op) => op.operationId).filter((id) => !reached.has(id))).toEqual(
      [],
    )
    expect(seen.some(({ step }) => step.method === 'HEAD')).toBe(true)
  })
})
