/** The pet list: a category filter, one page of pets, paging, and the loading, empty and error states. */
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { categoriesQuery, PAGE_SIZE, petsPage } from '../api'
import { Problem } from '../Problem'

/**
 * The pet list section, headed "Pets".
 *
 * @example
 * <QueryClientProvider client={queryClient}><PetList /></QueryClientProvider>
 */
export function PetList() {
  const [page, setPage] = useState(0)
  const [categoryId, setCategoryId] = useState<number | undefined>()
  const categories = useQuery(categoriesQuery)
  const pets = useQuery(petsPage(page, categoryId))

  const total = pets.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))

  return (
    <section aria-labelledby="pets-heading">
      <h2 id="pets-heading">Pets</h2>
      <label>
        Category{' '}
        <select
          value={categoryId ?? ''}
          onChange={(event) => {
            setCategoryId(event.target.value ? Number(event.target.value) : undefined)
            setPage(0)
          }}
        >
          <option value="">All categories</option>
          {categories.data?.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </label>

      {pets.isPending ? (
        <p role="status">Loading pets…</p>
      ) : pets.isError ? (
        <Problem
          title="Could not load pets."
          error={pets.error}
          onRetry={() => void pets.refetch()}
        />
      ) : pets.data.pets.length === 0 ? (
        <p>{categoryId === undefined ? 'No pets yet.' : 'No pets in this category.'}</p>
      ) : (
        <>
          <ul aria-label="Pets">
            {pets.data.pets.map((pet) => (
              <li key={pet.id}>
                {pet.name} <small>({pet.status ?? 'available'})</small>
              </li>
            ))}
          </ul>
          <nav aria-label="Pages">
            <button disabled={page === 0} onClick={() => setPage(page - 1)}>
              Previous
            </button>{' '}
            <span>
              Page {pets.data.page + 1} of {pages} · {total} {total === 1 ? 'pet' : 'pets'}
            </span>{' '}
            <button disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
              Next
            </button>
          </nav>
        </>
      )}
    </section>
  )
}
