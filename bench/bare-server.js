// The physical limit the HTTP benchmark compares `serve` with: plain node:http answering each
// known path with bytes serialised before it listens (the mock's own status, headers and body,
// read from the JSON file named by argv[2]), on the port argv[3] names (0: any free one). Plain JavaScript, so its start-up is node's alone.
import { Buffer } from 'node:buffer'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import process from 'node:process'

const answers = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8'))).map(([path, a]) => [
    path,
    { status: a.status, headers: a.headers, body: Buffer.from(a.body) },
  ]),
)
const server = createServer((req, res) => {
  const answer = answers.get(req.url ?? '')
  req.resume()
  if (!answer) return res.writeHead(404).end()
  res.writeHead(answer.status, answer.headers)
  res.end(answer.body)
})
server.listen(Number(process.argv[3] ?? 0), '127.0.0.1', () =>
  process.stdout.write(`listening on ${server.address().port}\n`),
)
