import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { usePetstore } from 'petstore-mock/vitest'
import { expect, test } from 'vitest'
import { Pets } from '../../src/first-app/Pets'

const petstore = usePetstore({ scenario: 'empty' })

test("the first app's component lists the pets, newest first", async () => {
  await petstore.given.pet({ name: 'Tom' })
  await petstore.given.pet({ name: 'Rex' })
  render(<Pets />)
  const list = await screen.findByRole('list', { name: 'Pets' })
  await within(list).findByText('Rex')
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Rex', 'Tom'])
})

test("the first app's component adds a pet and shows it", async () => {
  await petstore.given.category({ name: 'Dogs' })
  render(<Pets />)
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Bella')
  await userEvent.click(screen.getByRole('button', { name: 'Add pet' }))
  expect(await screen.findByText('Bella')).toBeInTheDocument()
  expect(petstore).toHaveReceived('createPet', { body: { name: 'Bella', categoryId: 1 } })
})

test("the first app's component shows the mock's message when a create is refused", async () => {
  render(<Pets />)
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Bella')
  await userEvent.click(screen.getByRole('button', { name: 'Add pet' }))
  // Not toHaveTextContent(/…/): on Vitest 5 its type is browser mode's (an exact string), which
  // shadows jest-dom's (a RegExp too) in a project that has both.
  expect((await screen.findByRole('alert')).textContent).toMatch(/category/i)
})
