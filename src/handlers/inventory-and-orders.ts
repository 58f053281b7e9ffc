/** Operation handlers of the Store tag: inventory and orders. */
import type { OperationHandlers } from '../runtime/context'
import { created, noContent, ok, paged } from './answers'

type StoreHandlers = Pick<
  OperationHandlers,
  | 'listInventory'
  | 'getInventoryItem'
  | 'updateInventory'
  | 'listOrders'
  | 'createOrder'
  | 'getOrderById'
  | 'updateOrder'
  | 'cancelOrder'
>

/** One operation handler per operationId of the Store tag. */
export const storeHandlers: StoreHandlers = {
  listInventory: async ({ query, url }, { db }) => paged(await db.listInventory(query), url, query),

  getInventoryItem: async ({ params }, { db }) => ok(await db.getInventory(params.petId)),

  updateInventory: async ({ params, body, conditions }, { db }) =>
    ok(await db.setStock(params.petId, body.quantity, conditions)),

  listOrders: async ({ query, url }, { db }) => paged(await db.listOrders(query), url, query),

  createOrder: async ({ body, conditions }, { db, basePath }) => {
    // The contract requires both; the types of the shared Order schema cannot say so.
    const input = { petId: body.petId as number, quantity: body.quantity as number }
    const shipDate = body.shipDate !== undefined && { shipDate: body.shipDate }
    const order = await db.placeOrder({ ...input, ...shipDate }, conditions)
    return created(order, `${basePath}/store/orders/${order.id}`)
  },

  getOrderById: async ({ params }, { db }) => ok(await db.getOrder(params.orderId)),

  updateOrder: async ({ params, body, conditions }, { db }) =>
    ok(await db.updateOrder(params.orderId, body, conditions)),

  cancelOrder: async ({ params, conditions }, { db }) => {
    await db.cancelOrder(params.orderId, conditions)
    return noContent()
  },
}
