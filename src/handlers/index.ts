/**
 * Every resolver of the contract, keyed by operationId: what the pipeline runs once a request's
 * input is checked.
 */
import type { Resolvers } from '../runtime/context'
import { petsResolvers } from './pets'
import { storeResolvers } from './inventory-and-orders'

/** The resolvers keyed by operationId; the type fails to check if one is missing. */
export const resolvers: Resolvers = { ...petsResolvers, ...storeResolvers }
