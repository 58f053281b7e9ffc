// The page's mocks, in development only (src/main.tsx): msw's network from its Vite plugin.
import type { QueryClient } from '@tanstack/react-query'
import { mountHarnessPanel, startPetstoreWorker } from 'petstore-mock/browser' // [petstore-mock]
import { network } from 'virtual:msw'
import { handlers } from './handlers.ts'

export async function enableMocking(queryClient: QueryClient) {
  network.configure({ handlers })
  await network.enable()
  // [petstore-mock] The Petstore API on the same network: its store kept across reloads and
  // shared by the app's tabs, its harness panel, and the app's queries loaded again when the
  // store changes under it (a reset or rewind from the panel, another tab's write).
  const petstore = await startPetstoreWorker({ join: network, persist: true, sync: true })
  petstore.onStoreChanged(() => void queryClient.invalidateQueries())
  mountHarnessPanel(petstore)
}
