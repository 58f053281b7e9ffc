// The page's mocks, in development only (src/main.tsx): msw's network from its Vite plugin.
import type { QueryClient } from '@tanstack/react-query'
import { network } from 'virtual:msw'
import { handlers } from './handlers.ts'
import { petstore, refreshOnStoreChange } from './petstore.ts' // [petstore-mock]

export async function enableMocking(queryClient: QueryClient) {
  network.configure({ handlers: [...handlers, ...petstore.handlers] }) // [petstore-mock] its handlers
  await network.enable()
  refreshOnStoreChange(queryClient) // [petstore-mock]
}
