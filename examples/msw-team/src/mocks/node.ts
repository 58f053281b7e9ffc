// The tests' mocks (src/test/setup.ts): one msw server for the process.
import { setupServer } from 'msw/node'
import { handlers } from './handlers.ts'

export const server = setupServer(...handlers)
