// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2025-07-15',
  devtools: { enabled: true },
  // `nuxt dev` answers /api/v1 from one store in the dev server (modules/petstore-mock/).
  modules: ['./modules/petstore-mock'],
})
