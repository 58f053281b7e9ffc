/**
 * `petstore.boundary(callback)`: a store per test for concurrent tests, on msw's own
 * `server.boundary()` idiom. Concurrent tests that share one store see each other's writes and
 * resets; inside a boundary each gets a fresh kit whose handlers are `use`d in msw's boundary
 * only, so the requests the test sends reach its own store.
 */
import { createTestKit, type PetstoreTestKit, type PetstoreTestOptions } from './kit'

/** What a boundary needs of msw's server (msw 2.15 and 3 both have it). */
interface BoundaryServer {
  use(...handlers: PetstoreTestKit['handlers']): void
  boundary<Args extends unknown[], R>(callback: (...args: Args) => R): (...args: Args) => R
}

/** `boundary` on a Node kit: the test function it wraps gets a store of its own first. */
export type PetstoreBoundary = <Args extends unknown[], R>(
  callback: (own: PetstoreTestKit, ...args: Args) => R | Promise<R>,
) => (...args: Args) => Promise<R>

/**
 * The kit's `boundary` on `server` (the kit's own or a joined one): each call builds a fresh
 * kit with `options`, uses its handlers inside msw's boundary, waits for its store, runs the
 * callback, then fails the call if a request broke the contract.
 */
export function boundaryOn(server: BoundaryServer, options: PetstoreTestOptions): PetstoreBoundary {
  return (callback) =>
    (...args) =>
      server.boundary(async () => {
        const own = createTestKit(options)
        server.use(...own.handlers)
        await own.ready
        const result = await callback(own, ...args)
        await own.guard.check()
        return result
      })()
}
