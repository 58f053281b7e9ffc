/**
 * The browser's way to the dev server's store: a node:http listener on a loopback port. The
 * page's worker sends each API request here as it was made, and it is answered by the same msw
 * handlers that answer server-side `fetch` (the mock's, then any added with `server.use`), so
 * both sides share one store, one journal and one set of overrides. Only pages served from a
 * loopback origin (the dev server) may call it; other Hosts are refused against DNS rebinding.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { getResponse, type RequestHandler } from 'msw'
import { ApiError } from '../../contract/errors'
import { isLoopbackOrigin } from '../../controller/settings-access'
import { errorResponse, toRequest, writeResponse } from '../http/node-fetch-convert'
import {
  CORS_ALLOWED_HEADERS,
  CORS_EXPOSED_HEADERS,
  CORS_MAX_AGE,
  CORS_METHODS,
} from '../http/cors'
import { createHostCheck } from '../http/host-check'

/** What the bridge serves: the handlers to ask, and the origin the API's URLs are under. */
export interface BridgeTarget {
  handlers: () => readonly RequestHandler[]
  /** The mock's origin when its baseUrl is absolute (`https://api.test`); else the bridge's own. */
  origin: string | undefined
}

// Only the dev server's own pages: http(s) on a loopback name, any port.
function corsHeaders(origin: string | undefined): Record<string, string> | undefined {
  if (origin === undefined) return {}
  if (!isLoopbackOrigin(origin)) return undefined
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': CORS_EXPOSED_HEADERS,
    Vary: 'Origin',
  }
}

/** Starts the bridge on 127.0.0.1:`port`; rejects with the listen error (EADDRINUSE, …). */
export function startBridge(port: number, target: BridgeTarget): Promise<Server> {
  const hostCheck = createHostCheck([], '127.0.0.1')
  const server = createServer((req, res) => {
    const origin = req.headers.origin
    const cors = corsHeaders(origin)
    const refused =
      hostCheck(req.headers.host) ??
      (cors
        ? undefined
        : errorResponse(
            new ApiError('forbidden', 'Only pages on a loopback origin may call the mock.'),
          ))
    if (refused) return void writeResponse(res, refused)
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': CORS_METHODS,
        'Access-Control-Allow-Headers':
          req.headers['access-control-request-headers'] ?? CORS_ALLOWED_HEADERS,
        'Access-Control-Max-Age': CORS_MAX_AGE,
      })
      return void res.end()
    }
    void answer(req, res, target, cors ?? {})
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      // The dev server must be able to exit with the bridge still open.
      server.unref()
      resolve(server)
    })
  })
}

async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  target: BridgeTarget,
  cors: Record<string, string>,
): Promise<void> {
  let response: Response
  try {
    // Joined as text: a target like `//other.host/x` stays a path under the mock's origin.
    const path = req.url?.startsWith('/') ? req.url : '/'
    const request = toRequest(req, new URL((target.origin ?? `http://${req.headers.host}`) + path))
    response =
      (await getResponse([...target.handlers()], request)) ??
      errorResponse(
        new ApiError(
          'not_found',
          `No route at ${request.method} ${new URL(request.url).pathname}.`,
        ),
      )
  } catch (error) {
    response = errorResponse(
      error instanceof ApiError
        ? error
        : new ApiError('validation_failed', 'The request could not be read.'),
    )
  }
  await writeResponse(res, response, cors)
}
