import { expect, test } from 'petstore-mock/playwright'

test.use({ petstoreOptions: { scenario: 'empty' } })

test('a visitor adopts the pet they chose', async ({ page, petstore }) => {
  const rex = await petstore.given.pet({ name: 'Rex' })
  await petstore.given.pet({ name: 'Tom', status: 'sold' })
  await page.goto('/')
  await page.getByRole('button', { name: 'Adopt Rex' }).click()
  await expect(page.getByRole('status')).toHaveText('Rex is yours!')
  await expect(petstore).toHaveReceived('createOrder', { body: { petId: rex.id, quantity: 1 } })
  await expect(page.getByRole('listitem')).toHaveText('No pets are available right now.')
})
