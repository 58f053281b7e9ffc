import { newestPets } from '$lib/api'
import type { PageServerLoad } from './$types'

export const load: PageServerLoad = async ({ fetch }) => ({
  heading: 'Newest pets',
  pets: await newestPets(fetch),
})
