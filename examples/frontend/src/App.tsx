// The whole shop: pets and the orders waiting to ship.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { PendingOrders } from './orders/PendingOrders'
import { PetList } from './pets/PetList'

/**
 * The shop on the QueryClient it is given (tests and stories give each run a fresh one).
 *
 * @example
 * createRoot(root).render(<App queryClient={new QueryClient()} />)
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <main>
        <h1>Pet shop</h1>
        <PetList />
        <PendingOrders />
      </main>
    </QueryClientProvider>
  )
}
