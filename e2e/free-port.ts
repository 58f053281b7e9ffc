/**
 * A free loopback port, for Playwright configs that start their own servers.
 */
import { createServer } from 'node:net'

/**
 * Asks the OS for a free port on 127.0.0.1 and releases it again.
 *
 * @example
 * process.env.PETSTORE_DEMO_DEV_PORT ??= String(await freePort())
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      )
    })
  })
}
