/**
 * The header petstore-mock's Vite plugin (`petstore-mock/vite`) puts on every answer of the dev
 * server it runs in, so a page that also starts the worker (`startPetstoreWorker`) can tell that
 * the dev server keeps a store of its own and say so, rather than split the two silently.
 */
export const DEV_SERVER_MARK = 'x-petstore-mock'
