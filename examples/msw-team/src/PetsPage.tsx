import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { addPet, getMe, listCategories, listPets } from './api.ts'

export function PetsPage() {
  const queryClient = useQueryClient()
  const me = useQuery({ queryKey: ['me'], queryFn: getMe })
  const pets = useQuery({ queryKey: ['pets'], queryFn: listPets })
  const categories = useQuery({ queryKey: ['categories'], queryFn: listCategories })
  const [name, setName] = useState('')
  const adding = useMutation({
    mutationFn: addPet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pets'] }),
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    const categoryId = categories.data?.[0]?.id
    if (categoryId !== undefined)
      adding.mutate({ name, categoryId }, { onSuccess: () => setName('') })
  }

  return (
    <section aria-label="Pets">
      <p>{me.data ? `Signed in as ${me.data.name}` : 'Signing in…'}</p>
      <h2>Pets</h2>
      {pets.isPending && <p role="status">Loading pets…</p>}
      {pets.isError && <p role="alert">Could not load pets.</p>}
      {pets.data?.length === 0 && <p>No pets yet.</p>}
      {pets.data && (
        <ul aria-label="Pets">
          {pets.data.map((pet) => (
            <li key={pet.id}>{pet.name}</li>
          ))}
        </ul>
      )}
      <form onSubmit={submit}>
        <label>
          Name <input value={name} onChange={(event) => setName(event.target.value)} required />
        </label>
        <button type="submit" disabled={!categories.data || adding.isPending}>
          Add pet
        </button>
      </form>
    </section>
  )
}
