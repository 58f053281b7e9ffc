// The team's msw server for every test file.
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { server } from '../mocks/node.ts'

// findBy… and waitFor wait 1 s by default: too short for a first render on a busy machine.
configure({ asyncUtilTimeout: 15_000 })

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())
