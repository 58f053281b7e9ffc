// [petstore-mock] The Petstore API's mock, added to the team's msw: its handlers join the team's
// in the page (./browser.ts), in Vitest (./node.ts) and in Storybook (.storybook/preview.tsx).
import type { QueryClient } from '@tanstack/react-query'
import { createPetstore } from 'petstore-mock'

export const petstore = createPetstore()

// When the store changes under the app (a reset, a rewind), its queries load again.
export function refreshOnStoreChange(queryClient: QueryClient): () => void {
  return petstore.onStoreReplaced(() => void queryClient.invalidateQueries())
}
