/**
 * The snapshot type of the test integrations: the store's one snapshot format, `StoreSnapshot`.
 * `snapshot()` and `restore()` themselves are the core's (src/controller/petstore.ts).
 */
export type { StoreSnapshot } from '../../db/snapshot'
