import type { components } from 'petstore-mock'
import { useEffect, useState, type FormEvent } from 'react'

type Pet = components['schemas']['Pet'] // the types come from openapi.yaml
const headers = { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' }

export function Pets() {
  const [pets, setPets] = useState<Pet[]>([])
  const [error, setError] = useState('')
  const load = () =>
    fetch('/api/v1/pets?sort=-id', { headers })
      .then((response) => response.json())
      .then((page: Pet[]) => setPets(page))
  useEffect(() => void load(), [])

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const name = new FormData(event.currentTarget).get('name')
    const body = JSON.stringify({ name, categoryId: 1 }) // NewPet: name and categoryId
    const response = await fetch('/api/v1/pets', { method: 'POST', headers, body })
    if (!response.ok) return setError((await response.json()).message)
    setError('')
    await load()
  }

  return (
    <section aria-label="Pets">
      <form onSubmit={create}>
        <input name="name" aria-label="Name" required />
        <button>Add pet</button>
      </form>
      {error && <p role="alert">{error}</p>}
      <ul aria-label="Pets">
        {pets.map((pet) => (
          <li key={pet.id}>{pet.name}</li>
        ))}
      </ul>
    </section>
  )
}
