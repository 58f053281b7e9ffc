/**
 * `petstore-mock serve` in its own process, as a user starts it, for the HTTP benchmark.
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/**
 * `petstore-mock serve --scenario empty --quiet` on a free loopback port; resolves with its API URL
 * once it prints it.
 *
 * @example
 * const served = await startCli()
 * await served.stop()
 */
export async function startCli(): Promise<{ url: string; stop(): Promise<void> }> {
  const bin = fileURLToPath(new URL('../bin/petstore-mock.js', import.meta.url))
  const child = spawn(
    process.execPath,
    [bin, 'serve', '--port', '0', '--scenario', 'empty', '--quiet'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = await new Promise<string>((resolve, reject) => {
    let text = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      text += chunk
      const found = /API {8}(http:\/\/\S+)/.exec(text)?.[1]
      if (found) resolve(found)
    })
    child.once('exit', (code) => reject(new Error(`petstore-mock serve exited (${code})`)))
  })
  return {
    url,
    async stop() {
      child.kill('SIGINT')
      await exited
    },
  }
}
