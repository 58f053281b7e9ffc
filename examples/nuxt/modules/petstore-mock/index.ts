// petstore-mock under `nuxt dev` only: the Vite plugin answers /api/v1 from one store in the dev
// server, and Nitro refuses a server-side request to a relative /api/v1 with a message instead of
// rendering the app again for it (which hangs SSR). `nuxt build` adds none of it.
import { addServerHandler, addVitePlugin, createResolver, defineNuxtModule } from 'nuxt/kit'

export default defineNuxtModule({
  meta: { name: 'petstore-mock' },
  async setup(_options, nuxt) {
    if (!nuxt.options.dev) return
    // Loaded only for `nuxt dev`: `nuxt build` and `nuxt prepare` never import the mock.
    const { petstoreMock } = await import('petstore-mock/vite')
    addVitePlugin(petstoreMock({ seed: 7 }))
    const { resolve } = createResolver(import.meta.url)
    addServerHandler({ route: '/api/v1/**', handler: resolve('./relative-url') })
  },
})
