import type { Pet } from '@/lib/api'

export function PetList({ label, pets }: { label: string; pets: Pet[] }) {
  if (pets.length === 0) return <p>No pets yet.</p>
  return (
    <ul aria-label={label}>
      {pets.map((pet) => (
        <li key={pet.id}>{pet.name}</li>
      ))}
    </ul>
  )
}
