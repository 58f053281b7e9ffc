/**
 * The snapshot type of the test integrations: the store's one snapshot format, `DatabaseDump`.
 * `snapshot()` and `restore()` themselves are the core's (src/controller/petstore.ts).
 */
export type { StoreSnapshot } from '../../db/dump'
