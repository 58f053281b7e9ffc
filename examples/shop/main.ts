/**
 * The example app's page: lists the available pets with an "Adopt" button each, and says how
 * the adoption went.
 */
import { createShop, type Pet } from './shop'

const shop = createShop()
const list = document.querySelector<HTMLUListElement>('#pets')
const status = document.querySelector<HTMLParagraphElement>('[role=status]')

function petItem(pet: Pet): HTMLLIElement {
  const item = document.createElement('li')
  const button = document.createElement('button')
  button.textContent = `Adopt ${pet.name}`
  button.addEventListener('click', async () => {
    button.disabled = true
    if (status) status.textContent = await shop.adopt(pet)
    await render()
  })
  item.append(button)
  return item
}

async function render(): Promise<void> {
  const pets = await shop.availablePets()
  if (pets.length === 0) {
    const empty = document.createElement('li')
    empty.textContent = 'No pets are available right now.'
    list?.replaceChildren(empty)
  } else list?.replaceChildren(...pets.map(petItem))
}

render().catch((error: Error) => {
  if (status) status.textContent = error.message
})
