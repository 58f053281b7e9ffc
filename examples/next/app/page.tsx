import { Suspense } from 'react'
import { addPetOnServer } from './actions'
import { ClientPets } from './client-pets'
import { NewPetForm } from './new-pet-form'
import { ServerPets } from './server-pets'

// The pets page: a Server Component list (streamed in, as cacheComponents wants for uncached
// data), a client component that fetches on mount, and two ways to add a pet.
export default function Home() {
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-16 py-16">
      <h1>Newest pets</h1>
      <Suspense fallback={<p>Loading pets…</p>}>
        <ServerPets />
      </Suspense>
      <ClientPets />
      <NewPetForm />
      <form action={addPetOnServer} className="flex gap-2">
        <label>
          Name (server action) <input name="name" required className="border" />
        </label>
        <button type="submit">Add on the server</button>
      </form>
    </main>
  )
}
