import type { HandleFetch } from '@sveltejs/kit'
import { dev } from '$app/environment'

// SvelteKit answers a load's fetch of its own origin with its own routes, which have no /api/v1.
// In dev the API is petstore-mock's, in the Vite dev server: send those requests there over HTTP.
export const handleFetch: HandleFetch = async ({ request, fetch }) => {
  if (dev && new URL(request.url).pathname.startsWith('/api/v1/')) return globalThis.fetch(request)
  return fetch(request)
}
