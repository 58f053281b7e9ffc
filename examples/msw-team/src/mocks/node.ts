// The tests' mocks (src/test/setup.ts): one msw server for the process.
import { setupServer } from 'msw/node'
import { handlers } from './handlers.ts'
import { petstore } from './petstore.ts' // [petstore-mock]

export const server = setupServer(...handlers, ...petstore.handlers) // [petstore-mock] its handlers
