// The team's msw server for every test file, with petstore-mock's store back to its seed after
// each test.
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { server } from '../mocks/node.ts'
import { petstore } from '../mocks/petstore.ts' // [petstore-mock]

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(async () => {
  cleanup()
  server.resetHandlers()
  await petstore.reset() // [petstore-mock]
})
afterAll(() => server.close())
