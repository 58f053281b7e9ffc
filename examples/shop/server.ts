/**
 * A tiny static server for the example page: index.html, plus the TypeScript modules compiled
 * on the fly (extensionless imports such as `./shop` are served from `shop.ts`). The API is not
 * here: in the tests, petstore-mock answers it through Playwright's routing.
 */
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const root = fileURLToPath(new URL('.', import.meta.url))
const port = Number(process.env.PORT ?? 4173)

// Compiled once per module: the page loads them on every test.
const compiled = new Map<string, string>()

async function compile(name: string): Promise<string | undefined> {
  const cached = compiled.get(name)
  if (cached !== undefined) return cached
  const source = await readFile(`${root}${name}.ts`, 'utf8').catch(() => undefined)
  if (source === undefined) return undefined
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  })
  compiled.set(name, outputText)
  return outputText
}

async function asset(path: string): Promise<{ type: string; body: string } | undefined> {
  if (path === '/') return { type: 'text/html', body: await readFile(`${root}index.html`, 'utf8') }
  if (!/^\/[a-z][\w-]*$/i.test(path)) return undefined
  const body = await compile(path.slice(1))
  return body === undefined ? undefined : { type: 'text/javascript', body }
}

createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost')
  asset(pathname).then(
    (found) => {
      response.writeHead(found ? 200 : 404, { 'Content-Type': found?.type ?? 'text/plain' })
      response.end(found?.body ?? `Not found: ${pathname}`)
    },
    (error: Error) => {
      response.writeHead(500, { 'Content-Type': 'text/plain' })
      response.end(error.message)
    },
  )
}).listen(port, '127.0.0.1')
