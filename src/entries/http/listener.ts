/**
 * The node:http request listener: each request becomes a `Call` (node-fetch-convert.ts); one under the API's
 * base goes straight to `petstore.handle` (the pipeline the MSW handler runs, with no Fetch
 * Request built unless something reads it), anything else to openapi.yaml's route or, when on,
 * the admin surface (each its own small router); the answer is written back. No
 * framework in between. Before any of it, the `Host` check (host-check.ts); before the admin
 * surface, its own doors (admin-access.ts).
 */
import { printable } from '../../base/text'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { AnswerContractError } from '../../contract/response-check'
import { ApiError } from '../../contract/errors'
import { isWriteMethod } from '../../contract/operations'
import type { PetstoreCore } from '../../controller/core'
import type { AllowedHosts } from '../../controller/settings-access'
import { createAdminRoutes, isAdminPath, MAX_STORE_BYTES, type AdminState } from './admin'
import { createAdminAccess } from './admin-access'
import { declaresBody } from './body-limit'
import type { PipelineAnswer } from '../../runtime/answer'
import type { Call } from '../../runtime/request-parts'
import { errorResponse, requestUrl, toCall, writeAnswer } from './node-fetch-convert'
import { createCors, type CorsOrigins } from './cors'
import { createHostCheck } from './host-check'
import { answerOpenapi, OPENAPI_PATH } from './openapi-route'
import { devLog } from '../../base/log'
import { refusedWrite } from './refused-write'

/** What the listener adds around the mock. */
export interface ListenerOptions {
  /**
   * Origins allowed from browsers on the API besides loopback and the server's own. Default
   * none. Normalized (`resolveAccess`).
   */
  corsOrigins?: CorsOrigins
  /** Origins allowed on `/__admin` besides the server's own; never `*`. Default none. */
  adminOrigins?: readonly string[]
  /** Host names answered besides loopback names and IP addresses; `true` for any. Default none. */
  allowedHosts?: AllowedHosts
  /** The address the server is bound to: a name given there is answered too. */
  boundHost?: string
  /** The admin surface's state, or undefined to leave `/__admin` unserved (404). */
  admin?: AdminState
  /** The bearer token every `/__admin` request must send. Default: none. */
  adminToken?: string
  /** Receives one line per request: method, path, status, milliseconds. */
  log?: (line: string) => void
  /** How long a request body may stall before the request fails with 400. Default 30 s. */
  bodyIdleTimeoutMs?: number
  /**
   * Awaited before a successful write's answer is sent (`serve --data`: the write is in the
   * log); a rejection turns the answer into a 503 saying the change may not be kept.
   */
  durable?: () => Promise<void>
  /**
   * Awaited before an API answer is sent (`serve --record`): the exchange the proxy recorded
   * for it is in the HAR file.
   */
  recorded?: () => Promise<void>
  /**
   * Answers an API request in place of `petstore.handle` when it resolves with an answer (the
   * Vite plugin's `use()` overrides), after the same Host and CORS checks.
   */
  answerFirst?: (call: Call) => Promise<PipelineAnswer | undefined> | undefined
}

/** A node:http listener; `expectsContinue` is set for requests that arrive via `checkContinue`. */
export type PetstoreListener = (
  req: IncomingMessage,
  res: ServerResponse,
  expectsContinue?: boolean,
) => void

/** Creates the listener that serves one mock over node:http. */
export function createPetstoreListener(
  petstore: PetstoreCore,
  options: ListenerOptions = {},
): PetstoreListener {
  const cors = createCors(options.corsOrigins)
  const hostCheck = createHostCheck(options.allowedHosts ?? [], options.boundHost)
  const admin = options.admin && {
    answer: createAdminRoutes(petstore, options.admin),
    access: createAdminAccess({
      origins: options.adminOrigins ?? [],
      token: options.adminToken,
    }),
  }
  const basePath = petstore.context.basePath
  // The body options of an API request, built once rather than per request.
  const apiBody =
    options.bodyIdleTimeoutMs !== undefined ? { idleTimeoutMs: options.bodyIdleTimeoutMs } : {}

  const handle = async (req: IncomingMessage, res: ServerResponse, expectsContinue: boolean) => {
    let answer: PipelineAnswer
    let corsHeaders: Record<string, string> = {}
    // A whole store sent to the admin surface is bigger than any API body.
    const forAdmin = admin !== undefined && isAdminPath(adminPathOf(req))
    try {
      const call = toCall(
        req,
        requestUrl(req, () => localOrigin(req)),
        forAdmin || expectsContinue
          ? {
              ...apiBody,
              ...(forAdmin && { maxBytes: MAX_STORE_BYTES }),
              // With Expect: 100-continue, the client sends its body only if the mock wants to read it.
              ...(expectsContinue && { onFirstRead: () => res.writeContinue() }),
            }
          : apiBody,
      )
      const refused = hostCheck(req.headers.host)
      if (refused) answer = { response: refused }
      else if (admin && forAdmin && !fetchCarries(call.method)) {
        // Fetch refuses to build these; the router still says which methods the path takes.
        answer = { response: (await admin.answer(call)) ?? notFound(call, basePath) }
      } else if (admin && forAdmin) {
        const request = call.toRequest()
        corsHeaders = admin.access.headersFor(request)
        answer = {
          response:
            admin.access.gate(request) ??
            (await admin.answer(request)) ??
            notFound(request, basePath),
        }
      } else {
        const preflight = cors.preflight(call)
        if (!preflight) corsHeaders = cors.headersFor(call)
        answer = preflight
          ? { response: preflight }
          : // The API first: it is what nearly every request is for, and needs no Fetch Request.
            ((await options.answerFirst?.(call)) ??
            (await petstore.handle(call)) ?? {
              response: (await answerOpenapi(call)) ?? notFound(call, basePath),
            })
      }
    } catch (error) {
      answer = { response: errorResponse(asApiError(error)) }
    }
    if (options.recorded && !forAdmin) await options.recorded()
    const status = answer.response ? answer.response.status : answer.status
    if (options.durable && status >= 200 && status < 300 && isWriteMethod(req.method ?? '')) {
      answer = await kept(answer, options.durable)
    }
    // A body left partly unread (too big, or refused before it was read) leaves the connection
    // at an unknown place in the stream, so it is closed rather than reused.
    if (declaresBody(req) && !req.complete) res.setHeader('Connection', 'close')
    await writeAnswer(res, answer, corsHeaders)
  }

  return (req, res, expectsContinue = false) => {
    const started = performance.now()
    // A client that vanishes mid-body must not become an unhandled 'error' event.
    req.on('error', () => undefined)
    if (options.log) {
      const log = options.log
      res.once('close', () => {
        const status = res.writableFinished ? String(res.statusCode) : 'aborted'
        log(
          `${req.method} ${printable(req.url ?? '/')} ${status} ${formatMs(performance.now() - started)}`,
        )
      })
    }
    handle(req, res, expectsContinue).catch((error: unknown) => {
      devLog.error('could not answer a request:', error)
      res.destroy()
    })
  }
}

async function kept(answer: PipelineAnswer, durable: () => Promise<void>): Promise<PipelineAnswer> {
  try {
    await durable()
    return answer
  } catch (error) {
    // The data file's sync has said why, once; the client is told here.
    await answer.response?.body?.cancel()
    return {
      response: errorResponse(refusedWrite(error as Error)),
    }
  }
}

function adminPathOf(req: IncomingMessage): string {
  const target = req.url ?? '/'
  const query = target.indexOf('?')
  return query === -1 ? target : target.slice(0, query)
}

function localOrigin(req: IncomingMessage): string {
  const { localAddress = '127.0.0.1', localPort } = req.socket
  return `http://${localAddress.includes(':') ? `[${localAddress}]` : localAddress}:${localPort}`
}

function notFound(request: Pick<Call, 'method' | 'url' | 'headers'>, basePath: string): Response {
  const { pathname } = new URL(request.url)
  return errorResponse(
    new ApiError(
      'not_found',
      `Nothing at ${request.method} ${printable(pathname)}. The API is under ${basePath}/ and its contract at ${OPENAPI_PATH}.`,
    ),
  )
}

function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof AnswerContractError) {
    devLog.error(`${error.message}`)
    return new ApiError(
      'internal_error',
      'The mock answered outside openapi.yaml (a bug in the mock); its log has the details.',
    )
  }
  // A bug in the mock: logged for whoever runs it, never handed to the client as a stack.
  devLog.error('unexpected error while answering a request:', error)
  return new ApiError('internal_error')
}

function formatMs(ms: number): string {
  return `${ms < 10 ? ms.toFixed(1) : Math.round(ms)}ms`
}

// The methods the Fetch standard forbids a Request to carry.
function fetchCarries(method: string): boolean {
  return !/^(?:CONNECT|TRACE|TRACK)$/i.test(method)
}
