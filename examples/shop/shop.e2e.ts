// The pet shop page in a real browser, its API served by petstore-mock through Playwright's
// routing: arrange with `given`, act on the page, assert on the page and on what it sent.
import { expect, test } from 'petstore-mock/playwright'

test.use({ petstoreOptions: { scenario: 'empty' } })

test('lists the available pets by name', async ({ page, petstore }) => {
  await petstore.given.pet({ name: 'Tom' })
  await petstore.given.pet({ name: 'Rex', status: 'sold' })
  await petstore.given.pet({ name: 'Bella' })
  await page.goto('/')
  await expect(page.getByRole('button')).toHaveText(['Adopt Bella', 'Adopt Tom'])
})

test('asks to try again when the shop is busy, and then succeeds', async ({ page, petstore }) => {
  const rex = await petstore.given.pet({ name: 'Rex' })
  petstore.nextResponse('createOrder', { status: 503, delay: 200 })
  await page.goto('/')
  await page.getByRole('button', { name: 'Adopt Rex' }).click()
  await expect(page.getByRole('status')).toHaveText('The shop is busy; please try again.')
  await page.getByRole('button', { name: 'Adopt Rex' }).click()
  await expect(page.getByRole('status')).toHaveText('Rex is yours!')
  await expect(petstore).toHaveReceivedTimes('createOrder', 2, { body: { petId: rex.id } })
})

test('tells the visitor when someone else was quicker', async ({ page, petstore }) => {
  const rex = await petstore.given.pet({ name: 'Rex' })
  await page.goto('/')
  const adoptRex = page.getByRole('button', { name: 'Adopt Rex' })
  await expect(adoptRex).toBeVisible()
  await petstore.given.order({ petId: rex.id }) // someone else adopts Rex meanwhile
  await adoptRex.click()
  await expect(page.getByRole('status')).toHaveText('Sorry, Rex has just been adopted.')
  await expect(page.getByRole('listitem')).toHaveText('No pets are available right now.')
})
