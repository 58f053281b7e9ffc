// @ts-check
import { defineConfig } from 'astro/config'
import node from '@astrojs/node'
import { petstoreMock } from 'petstore-mock/vite'

// https://astro.build/config
export default defineConfig({
  adapter: node({
    mode: 'standalone',
  }),
  // `astro dev` answers /api/v1 from one store in the dev server, for the server-rendered page
  // and the browser alike; `astro build` has none.
  vite: {
    plugins: [petstoreMock({ seed: 7 })],
  },
})
