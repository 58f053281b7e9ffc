// `npm run generate`: the typed client in src/client/, from the contract petstore-mock ships.
import { defineConfig } from '@hey-api/openapi-ts'

export default defineConfig({
  input: 'node_modules/petstore-mock/openapi.yaml',
  output: 'src/client',
  plugins: [{ name: '@hey-api/client-fetch', runtimeConfigPath: '../api-config' }],
})
