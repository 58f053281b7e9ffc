// Reached only by a server-side $fetch('/api/v1/…'): the browser's requests are answered by the
// dev server before Nitro sees them. Nuxt sends a relative URL on the server to its own routes,
// where the app would render itself again, so say what to do instead, loudly.
import { createError, defineEventHandler } from 'h3'

export default defineEventHandler((event) => {
  const message = `${event.method} ${event.path} reached Nuxt's own server, not the API: on the server, call the API on the request's origin (apiBase() in app/composables/api.ts, or new URL('/api/v1/…', useRequestURL())).`
  console.error(`[petstore-mock] ${message}`)
  throw createError({ statusCode: 502, statusMessage: 'Relative API URL on the server', message })
})
