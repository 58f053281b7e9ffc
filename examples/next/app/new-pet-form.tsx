'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { addPet } from '@/lib/api'

// A client mutation: the browser posts to the API (the mock's worker sends it to the dev server's
// store), then asks for a fresh server render, which shows the new pet.
export function NewPetForm() {
  const router = useRouter()
  const [added, setAdded] = useState<string>()
  return (
    <form
      className="flex gap-2"
      onSubmit={async (event) => {
        event.preventDefault()
        const input = event.currentTarget.elements.namedItem('name') as HTMLInputElement
        const pet = await addPet(input.value)
        setAdded(pet.name)
        input.value = ''
        router.refresh()
      }}
    >
      <label>
        Name (from the browser) <input name="name" required className="border" />
      </label>
      <button type="submit">Add from the browser</button>
      {added && <p role="status">Added {added}</p>}
    </form>
  )
}
