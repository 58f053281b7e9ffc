import type { HandleFetch } from '@sveltejs/kit'
import { dev } from '$app/environment'

// Optional: a load's fetch of /api/v1 reaches the dev server without it (SvelteKit tries its own
// routes, finds none, then fetches over HTTP). This sends the API's requests there at once, so no
// route of the app's own can answer in the API's place. In a build `dev` is false: nothing changes.
export const handleFetch: HandleFetch = async ({ request, fetch }) => {
  if (dev && new URL(request.url).pathname.startsWith('/api/v1/')) return globalThis.fetch(request)
  return fetch(request)
}
