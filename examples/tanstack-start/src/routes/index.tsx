import { useState, type FormEvent } from 'react'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { addPet, newestPets } from '#/api'

export const Route = createFileRoute('/')({
  loader: async () => ({ heading: 'Newest pets', pets: await newestPets() }),
  component: Home,
})

function Home() {
  const { heading, pets } = Route.useLoaderData()
  const router = useRouter()
  const [name, setName] = useState('')
  const [status, setStatus] = useState('')

  async function add(event: FormEvent) {
    event.preventDefault()
    const pet = await addPet(name)
    setStatus(`Added ${pet.name}`)
    setName('')
    // The loader runs again and lists the pet the page just added.
    await router.invalidate()
  }

  return (
    <main>
      <h1>{heading}</h1>
      <ul aria-label="Pets">
        {pets.map((pet) => (
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
