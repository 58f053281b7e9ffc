'use client'

import { useEffect, useState } from 'react'
import { newestPets, type Pet } from '@/lib/api'
import { PetList } from './pet-list'

// A client component that fetches on mount: under `next dev` the mock answers it on the very
// first load too (the page's API requests wait for the worker).
export function ClientPets() {
  const [pets, setPets] = useState<Pet[]>()
  const [failure, setFailure] = useState<string>()
  useEffect(() => {
    newestPets().then(setPets, (error: Error) => setFailure(error.message))
  }, [])
  if (failure) return <p role="alert">The browser could not read the pets: {failure}</p>
  if (!pets) return <p>Loading pets in the browser…</p>
  return <PetList label="Pets (read by the browser)" pets={pets} />
}
