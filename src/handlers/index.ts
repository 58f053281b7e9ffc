/**
 * Every operation handler of the contract, keyed by operationId: what the pipeline runs once a
 * request's input is checked.
 */
import type { OperationHandlers } from '../runtime/context'
import { petsHandlers } from './pets'
import { storeHandlers } from './inventory-and-orders'

/** The operation handlers keyed by operationId; the type fails to check if one is missing. */
export const operationHandlers: OperationHandlers = { ...petsHandlers, ...storeHandlers }
