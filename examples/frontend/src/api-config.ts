/**
 * The generated client's configuration, read once when it is created (openapi-ts.config.ts points
 * `runtimeConfigPath` here): where the API lives and the bearer key every call sends.
 */
import type { CreateClientConfig } from './client/client.gen'

/**
 * The key petstore-mock accepts for reads and writes (see its README).
 *
 * @example
 * headers: { Authorization: `Bearer ${API_KEY}` }
 */
export const API_KEY = 'petstore-demo-key'

/**
 * Called once by the generated client (src/client/client.gen.ts) with its defaults.
 *
 * @example
 * createClientConfig({ baseUrl: '/api/v1' }).baseUrl // 'http://127.0.0.1:5173/api/v1' on the dev server
 */
export const createClientConfig: CreateClientConfig = (config) => ({
  ...config,
  // Absolute, because under jsdom `fetch` is Node's, which refuses a relative URL; in a browser
  // this is the same address the relative one would reach.
  baseUrl: new URL(config?.baseUrl ?? '/api/v1', window.location.origin).href,
  auth: () => API_KEY,
})
