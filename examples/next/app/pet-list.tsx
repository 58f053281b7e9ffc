import type { Pet } from '../lib/api'

export function PetList({ pets }: { pets: Pet[] }) {
  if (pets.length === 0) return <p>No pets yet.</p>
  return (
    <ul aria-label="Pets">
      {pets.map((pet) => (
        <li key={pet.id}>{pet.name}</li>
      ))}
    </ul>
  )
}
