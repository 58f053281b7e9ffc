import { newestPets } from '../lib/api'
import { addPetOnServer } from './actions'
import { PetList } from './pet-list'
import { NewPetForm } from './new-pet-form'

// A Server Component: it fetches on the server, where petstore-mock answers under `next dev`.
export const dynamic = 'force-dynamic'

export default async function Home() {
  const pets = await newestPets()
  return (
    <main>
      <h1>Newest pets</h1>
      <PetList pets={pets} />
      <NewPetForm />
      <form action={addPetOnServer}>
        <label>
          Name (server action) <input name="name" required />
        </label>
        <button type="submit">Add on the server</button>
      </form>
    </main>
  )
}
