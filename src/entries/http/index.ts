/**
 * The `petstore-mock/http` entry: the mock served over node:http. Only what the README
 * documents; the CLI reaches the server's defaults through ./server directly.
 */
export {
  createPetstoreHttpServer,
  type PetstoreHttpOptions,
  type PetstoreHttpServer,
} from './petstore-http-server'
