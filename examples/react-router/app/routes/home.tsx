import { useState, type FormEvent } from 'react'
import { useRevalidator } from 'react-router'
import { addPet, newestPets } from '../api'
import type { Route } from './+types/home'

export function meta({}: Route.MetaArgs) {
  return [{ title: 'Newest pets' }]
}

export async function loader({ request }: Route.LoaderArgs) {
  return { heading: 'Newest pets', pets: await newestPets(request) }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator()
  const [name, setName] = useState('')
  const [status, setStatus] = useState('')

  async function add(event: FormEvent) {
    event.preventDefault()
    const pet = await addPet(name)
    setStatus(`Added ${pet.name}`)
    setName('')
    // The loader runs again on the server and lists the pet the page just added.
    await revalidator.revalidate()
  }

  return (
    <main>
      <h1>{loaderData.heading}</h1>
      <ul aria-label="Pets">
        {loaderData.pets.map((pet) => (
          <li key={pet.id}>{pet.name}</li>
        ))}
      </ul>
      <form onSubmit={add}>
        <label>
          Name <input value={name} onChange={(e) => setName(e.target.value)} required />
        </label>
        <button type="submit">Add pet</button>
      </form>
      <p role="status">{status}</p>
    </main>
  )
}
