/**
 * The generated client's configuration, read once when it is created (openapi-ts.config.ts points
 * `runtimeConfigPath` here): where the API lives and the bearer key every call sends.
 */
import type { CreateClientConfig } from './client/client.gen'

/** The key petstore-mock accepts for reads and writes (see its README). */
export const API_KEY = 'petstore-demo-key'

export const createClientConfig: CreateClientConfig = (config) => ({
  ...config,
  // Absolute, because under jsdom `fetch` is Node's, which refuses a relative URL; in a browser
  // this is the same address the relative one would reach.
  baseUrl: new URL(config?.baseUrl ?? '/api/v1', window.location.origin).href,
  auth: () => API_KEY,
})
