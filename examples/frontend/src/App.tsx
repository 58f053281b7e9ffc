/** The whole shop: pets and the orders waiting to ship, on the QueryClient it is given. */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { PendingOrders } from './orders/PendingOrders'
import { PetList } from './pets/PetList'

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
