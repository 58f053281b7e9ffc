import { newestPets } from '@/lib/api'
import { PetList } from './pet-list'

// A Server Component: it fetches on the server, where petstore-mock answers under `next dev`.
export async function ServerPets() {
  return <PetList label="Pets" pets={await newestPets()} />
}
