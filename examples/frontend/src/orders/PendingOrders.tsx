/** Orders placed and waiting to ship (not yet complete). */
import { useQuery } from '@tanstack/react-query'
import { pendingOrdersQuery } from '../api'
import { Problem } from '../Problem'

const shipDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })

/**
 * The "Orders waiting to ship" section.
 *
 * @example
 * <QueryClientProvider client={queryClient}><PendingOrders /></QueryClientProvider>
 */
export function PendingOrders() {
  const orders = useQuery(pendingOrdersQuery)
  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading">Orders waiting to ship</h2>
      {orders.isPending ? (
        <p role="status">Loading orders…</p>
      ) : orders.isError ? (
        <Problem
          title="Could not load orders."
          error={orders.error}
          onRetry={() => void orders.refetch()}
        />
      ) : orders.data.orders.length === 0 ? (
        <p>No orders are waiting to ship.</p>
      ) : (
        <ul aria-label="Orders waiting to ship">
          {orders.data.orders.map((order) => (
            <li key={order.id}>
              Order {order.id}: {order.quantity} × pet {order.petId}
              {order.shipDate ? `, ships ${shipDay.format(new Date(order.shipDate))}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
