/**
 * The proxy: a request hook that sends chosen operations to a real backend instead of their
 * operation handlers, passes the backend's answer back as it came, and checks it against openapi.yaml with
 * the one response checker. It sends with the global `fetch`, each request made by the
 * controller's `passThrough`: msw's public `bypass()` where msw intercepts (Node's server, the
 * browser's worker, which let bypassed requests through), a plain Request in `serve`.
 */
import type { OperationId } from '../../contract/operations'
import type { PetstoreContext, RequestHook } from '../context'
import type { Answer } from '../answer'
import type { ProxyRecording } from './recording'
import type { Exchange, send } from './send'
import type { PassThrough, ProxySettings } from './types'

const backendViolations = new WeakMap<Response, readonly string[]>()

/** The request as it is, for a process where nothing intercepts fetch (`serve`). */
export const plainRequest: PassThrough = (url, init) => new Request(url, init)

/**
 * How a proxied answer broke openapi.yaml, for the test kits' contract guard; undefined for a
 * response the proxy did not pass on.
 */
export function backendViolationsOf(response: Response): readonly string[] | undefined {
  return backendViolations.get(response)
}

/**
 * The pipeline's proxy branch: it forwards `proxy.operations` to the real backend in the mock's
 * place, before auth, validation and the operation handler, so a proxied request never touches the store;
 * a request a test's `reply()` answers stays with the mock.
 */
export function createProxyBranch(
  proxy: ProxySettings,
  recording?: ProxyRecording,
  passThrough: PassThrough = plainRequest,
): RequestHook {
  const wiring = { proxy, recording, passThrough }
  // A test's own `reply()` for the operation wins over the backend. `request.request` is read only
  // here: `serve` builds the Request when a hook first reads it.
  return (request, context) =>
    !request.replying && proxy.operations.has(request.operation.operationId)
      ? forward(request.operation.operationId, request.request, request.url, context, wiring)
      : undefined
}

// The sending, loaded on the first forward; a failed load (a chunk the network lost) is tried
// again by the next one.
let loading: Promise<{ send: typeof send }> | undefined

async function forward(
  operationId: OperationId,
  request: Request,
  url: URL,
  context: PetstoreContext,
  exchange: Exchange,
): Promise<Answer> {
  if (!loading) {
    loading = import('./send')
    loading.catch(() => (loading = undefined))
  }
  const reply = await (await loading).send(operationId, request, url, context, exchange)
  // Kept here, beside `backendViolationsOf`, so the test kits' guard never loads the sending.
  const proxied = reply.proxied
  if (proxied?.response) backendViolations.set(proxied.response, proxied.violations)
  return reply
}
