/**
 * A plain static file server for the built demo: no SPA fallback, no rewrites, no headers
 * beyond Content-Type. If the demo works here, it works on any static host. It serves dist/
 * at the root and again under a nested path, to prove the build does not assume one.
 *
 *   tsx e2e/static-server.ts [port] [dir]
 */
import { createReadStream, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
}

/**
 * The nested path the build is also served under.
 *
 * @example
 * await page.goto(`${NESTED_PATH}#/pets`)
 */
export const NESTED_PATH = '/static/hosts/nest/'

/**
 * Serves `dir` on 127.0.0.1 (loopback only).
 *
 * @example
 * const server = serveStatic('dist', 5390)
 */
export function serveStatic(dir: string, port: number): Server {
  const base = resolve(dir)
  const server = createServer((request, response) => {
    let path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname)
    if (path.startsWith(NESTED_PATH)) path = `/${path.slice(NESTED_PATH.length)}`
    if (path.endsWith('/')) path += 'index.html'
    const file = normalize(join(base, path))
    let found = false
    try {
      found = file.startsWith(base) && statSync(file).isFile()
    } catch {
      found = false
    }
    if (!found) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
      response.end('Not found')
      return
    }
    response.writeHead(200, {
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
    })
    createReadStream(file).pipe(response)
  })
  server.listen(port, '127.0.0.1')
  return server
}

if (process.argv[1]?.endsWith('static-server.ts')) {
  const port = Number(process.argv[2] ?? 5390)
  serveStatic(process.argv[3] ?? 'dist', port)
  console.log(`Serving ${process.argv[3] ?? 'dist'} on http://127.0.0.1:${port}/`)
}
