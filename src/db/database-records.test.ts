/**
 * The db layer's records: stock, deleting pets, categories, concurrent writes, ids, copies and lists.
 */
import { describe, it, expect } from 'vitest'
import { ApiError } from '../contract/errors'
import { BIG, setup, state } from '../../test/support/db-arrange'

describe('PetstoreDatabase setStock', () => {
  it('makes a sold pet available when stock goes above 0', async () => {
    const { db, petId } = await setup({ status: 'sold' })
    const item = await db.setStock(petId, 4)
    expect(item).toEqual({ petId, quantity: 4, status: 'available' })
    expect((await db.getPet(petId)).status).toBe('available')
  })

  it('makes a pending pet available when stock goes above 0', async () => {
    const { db, petId } = await setup({ stock: 1 })
    await db.placeOrder({ petId, quantity: 1 })
    const item = await db.setStock(petId, 2)
    expect(item).toEqual({ petId, quantity: 2, status: 'available' })
    expect((await db.getPet(petId)).status).toBe('available')
  })

  it('keeps an available pet available when stock changes above 0', async () => {
    const { db, petId } = await setup({})
    expect(await db.setStock(petId, 10)).toEqual({ petId, quantity: 10, status: 'available' })
  })

  it('makes an available pet pending at stock 0 while it has open orders', async () => {
    const { db, petId } = await setup({ stock: 3 })
    await db.placeOrder({ petId, quantity: 1 })
    expect(await db.setStock(petId, 0)).toEqual({ petId, quantity: 0, status: 'pending' })
    expect((await db.getPet(petId)).status).toBe('pending')
  })

  it('makes an available pet sold at stock 0 when it has no open orders', async () => {
    const { db, petId } = await setup({ stock: 3 })
    expect(await db.setStock(petId, 0)).toEqual({ petId, quantity: 0, status: 'sold' })
    expect((await db.getPet(petId)).status).toBe('sold')
  })

  it('counts only incomplete orders as open when stock is set to 0', async () => {
    const { db, petId } = await setup({ stock: 3 })
    const order = await db.placeOrder({ petId, quantity: 1 })
    await db.updateOrder(order.id, { complete: true })
    expect(await db.setStock(petId, 0)).toEqual({ petId, quantity: 0, status: 'sold' })
  })

  it('leaves a pending or sold pet as it is at stock 0', async () => {
    const pending = await setup({ status: 'pending' })
    expect(await pending.db.setStock(pending.petId, 0)).toEqual({
      petId: pending.petId,
      quantity: 0,
      status: 'pending',
    })
    const sold = await setup({ status: 'sold' })
    expect(await sold.db.setStock(sold.petId, 0)).toEqual({
      petId: sold.petId,
      quantity: 0,
      status: 'sold',
    })
  })

  it('answers not_found for a pet that does not exist', async () => {
    const { db } = await setup()
    await expect(db.setStock(9, 1)).rejects.toMatchObject({ code: 'not_found', status: 404 })
  })
})

describe('PetstoreDatabase deletePet', () => {
  it('refuses to delete a pet with an open order', async () => {
    const { db, petId } = await setup({ stock: 2 })
    await db.placeOrder({ petId, quantity: 1 })
    await expect(db.deletePet(petId)).rejects.toMatchObject({
      code: 'pet_has_open_orders',
      status: 409,
    })
    expect(db.pets.has(petId)).toBe(true)
    expect(db.inventory.has(petId)).toBe(true)
  })

  it('deletes the pet and its inventory entry once its orders are complete', async () => {
    const { db, petId } = await setup({ stock: 2 })
    const order = await db.placeOrder({ petId, quantity: 1 })
    await db.updateOrder(order.id, { complete: true })
    await db.deletePet(petId)
    await expect(db.getPet(petId)).rejects.toMatchObject({ code: 'not_found', status: 404 })
    await expect(db.getInventory(petId)).rejects.toMatchObject({ code: 'not_found', status: 404 })
    expect((await db.listInventory(BIG)).total).toBe(0)
  })

  it('deletes a pet once its open order was cancelled', async () => {
    const { db, petId } = await setup({ stock: 2 })
    const order = await db.placeOrder({ petId, quantity: 1 })
    await db.cancelOrder(order.id)
    await db.deletePet(petId)
    expect(db.pets.has(petId)).toBe(false)
    expect(db.inventory.has(petId)).toBe(false)
  })

  it('answers not_found for a pet that does not exist', async () => {
    const { db } = await setup()
    await expect(db.deletePet(3)).rejects.toMatchObject({ code: 'not_found', status: 404 })
  })
})

describe('PetstoreDatabase categories', () => {
  it('refuses to delete a category while a pet references it, naming the category', async () => {
    const { db, categoryId } = await setup({})
    await db.createPet({ name: 'Fido', categoryId })
    await expect(db.deleteCategory(categoryId)).rejects.toMatchObject({
      code: 'category_in_use',
      status: 409,
      message: `Category "Dogs" (id ${categoryId}) still has 2 pets; move or delete them first.`,
    })
    expect(db.categories.has(categoryId)).toBe(true)
  })

  it('deletes a category once its last pet is deleted', async () => {
    const { db, categoryId, petId } = await setup({})
    await db.deletePet(petId)
    await db.deleteCategory(categoryId)
    await expect(db.getCategory(categoryId)).rejects.toMatchObject({
      code: 'not_found',
      status: 404,
    })
  })

  it('deletes a category once its pets moved to another category', async () => {
    const { db, categoryId, petId } = await setup({})
    const cats = await db.createCategory({ name: 'Cats' })
    await db.updatePet(petId, { name: 'Rex', categoryId: cats.id })
    await db.deleteCategory(categoryId)
    await expect(db.deleteCategory(cats.id)).rejects.toMatchObject({
      code: 'category_in_use',
      status: 409,
    })
  })

  it('frees the name of a deleted category', async () => {
    const { db, categoryId } = await setup()
    await db.deleteCategory(categoryId)
    const again = await db.createCategory({ name: 'dogs' })
    expect(again.name).toBe('dogs')
  })

  it('refuses a category whose name is taken, ignoring case, echoing the existing name', async () => {
    const { db, categoryId } = await setup()
    for (const name of ['Dogs', 'dogs', 'DOGS', 'dOgS']) {
      await expect(db.createCategory({ name })).rejects.toMatchObject({
        code: 'category_exists',
        status: 409,
        message: `A category named "Dogs" already exists (id ${categoryId}).`,
      })
    }
    expect(db.categories.size).toBe(1)
  })

  it('refuses renaming a category to the name of another, ignoring case', async () => {
    const { db, categoryId } = await setup()
    const cats = await db.createCategory({ name: 'Cats' })
    await expect(db.updateCategory(cats.id, { name: 'DOGS' })).rejects.toMatchObject({
      code: 'category_exists',
      status: 409,
    })
    expect(await db.getCategory(cats.id)).toEqual({ id: cats.id, name: 'Cats' })
    expect((await db.getCategory(categoryId)).name).toBe('Dogs')
  })

  it('allows renaming a category to its own name in another case', async () => {
    const { db, categoryId } = await setup()
    const renamed = await db.updateCategory(categoryId, { name: 'DOGS', description: 'Loud.' })
    expect(renamed).toEqual({ id: categoryId, name: 'DOGS', description: 'Loud.' })
    await expect(db.createCategory({ name: 'dogs' })).rejects.toMatchObject({
      code: 'category_exists',
    })
  })

  it('frees the old name when a category is renamed', async () => {
    const { db, categoryId } = await setup()
    await db.updateCategory(categoryId, { name: 'Hounds' })
    const dogs = await db.createCategory({ name: 'Dogs' })
    expect(dogs.id).not.toBe(categoryId)
    await expect(db.createCategory({ name: 'hounds' })).rejects.toMatchObject({
      code: 'category_exists',
    })
  })

  it('drops the description when an update leaves it out', async () => {
    const { db } = await setup()
    const cats = await db.createCategory({ name: 'Cats', description: 'Aloof.' })
    expect(await db.updateCategory(cats.id, { name: 'Cats' })).toEqual({
      id: cats.id,
      name: 'Cats',
    })
    expect(await db.getCategory(cats.id)).toEqual({ id: cats.id, name: 'Cats' })
  })
})

describe('PetstoreDatabase concurrency', () => {
  it('lets exactly 50 of 100 concurrent orders of one unit through on a stock of 50', async () => {
    const { db, petId } = await setup({ stock: 50 })
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () => db.placeOrder({ petId, quantity: 1 })),
    )
    const placed = results.filter((r) => r.status === 'fulfilled')
    const refused = results.filter((r) => r.status === 'rejected')
    expect(placed).toHaveLength(50)
    expect(refused).toHaveLength(50)
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(ApiError)
      expect((r.reason as ApiError).status).toBe(409)
      expect(['pet_not_available', 'insufficient_stock']).toContain((r.reason as ApiError).code)
    }
    expect(await state(db, petId)).toEqual({
      status: 'pending',
      stock: 0,
      inventoryStatus: 'pending',
    })
    expect(db.openOrderCount(petId)).toBe(50)
    const orders = await db.listOrders({ ...BIG, petId })
    expect(orders.total).toBe(50)
    expect(new Set(orders.items.map((o) => o.id)).size).toBe(50)
    for (const item of db.inventory.values()) expect(item.quantity).toBeGreaterThanOrEqual(0)
  })

  it('never lets concurrent orders of several units take stock below 0', async () => {
    const { db, petId } = await setup({ stock: 10 })
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => db.placeOrder({ petId, quantity: (i % 3) + 1 })),
    )
    const taken = results
      .filter(
        (r): r is PromiseFulfilledResult<Awaited<ReturnType<typeof db.placeOrder>>> =>
          r.status === 'fulfilled',
      )
      .reduce((sum, r) => sum + r.value.quantity, 0)
    const { stock } = await state(db, petId)
    expect(stock).toBeGreaterThanOrEqual(0)
    expect(taken + stock).toBe(10)
  })

  it('keeps working after a refused operation in the queue', async () => {
    const { db, petId } = await setup({ stock: 1 })
    const [bad, good] = await Promise.allSettled([
      db.placeOrder({ petId: 999, quantity: 1 }),
      db.placeOrder({ petId, quantity: 1 }),
    ])
    expect(bad.status).toBe('rejected')
    expect(good.status).toBe('fulfilled')
  })
})

describe('PetstoreDatabase ids and copies', () => {
  it('gives increasing ids that are not reused after a delete', async () => {
    const { db, categoryId } = await setup()
    const a = await db.createPet({ name: 'A', categoryId })
    const b = await db.createPet({ name: 'B', categoryId })
    await db.deletePet(b.id)
    const c = await db.createPet({ name: 'C', categoryId })
    expect([a.id, b.id, c.id]).toEqual([1, 2, 3])
    const cat2 = await db.createCategory({ name: 'Cats' })
    expect(cat2.id).toBe(categoryId + 1)
    await db.setStock(a.id, 5)
    const o1 = await db.placeOrder({ petId: a.id, quantity: 1 })
    await db.cancelOrder(o1.id)
    const o2 = await db.placeOrder({ petId: a.id, quantity: 1 })
    expect([o1.id, o2.id]).toEqual([1, 2])
  })

  it('empties every table and restarts the ids on clear', async () => {
    const { db, petId } = await setup({ stock: 3 })
    await db.placeOrder({ petId, quantity: 1 })
    await db.clear()
    expect([db.categories.size, db.pets.size, db.inventory.size, db.orders.size]).toEqual([
      0, 0, 0, 0,
    ])
    expect(db.openOrderCount(petId)).toBe(0)
    const category = await db.createCategory({ name: 'Dogs' })
    const pet = await db.createPet({ name: 'Rex', categoryId: category.id })
    const order = await db.placeOrder({ petId: pet.id, quantity: 1 })
    expect([category.id, pet.id, order.id]).toEqual([1, 1, 1])
  })

  it('returns copies of pets, so mutating them does not change the store', async () => {
    const { db, categoryId } = await setup()
    const created = await db.createPet({ name: 'Rex', categoryId })
    created.name = 'Changed'
    created.status = 'sold'
    const fetched = await db.getPet(created.id)
    expect(fetched).toEqual({ id: created.id, name: 'Rex', categoryId, status: 'available' })
    fetched.name = 'Changed again'
    const listed = await db.listPets(BIG)
    expect(listed.items[0]?.name).toBe('Rex')
    if (listed.items[0]) listed.items[0].name = 'Changed in list'
    expect((await db.getPet(created.id)).name).toBe('Rex')
    const updated = await db.updatePet(created.id, { name: 'Max', categoryId })
    updated.name = 'Changed after update'
    expect((await db.getPet(created.id)).name).toBe('Max')
  })

  it('returns copies of inventory entries, orders and categories', async () => {
    const { db, categoryId, petId } = await setup({ stock: 4 })
    const item = await db.setStock(petId, 4)
    item.quantity = 100
    const got = await db.getInventory(petId)
    got.quantity = 200
    const listedItems = await db.listInventory(BIG)
    if (listedItems.items[0]) listedItems.items[0].quantity = 300
    expect((await db.getInventory(petId)).quantity).toBe(4)

    const order = await db.placeOrder({ petId, quantity: 1 })
    order.complete = true
    order.quantity = 3
    const listedOrders = await db.listOrders(BIG)
    if (listedOrders.items[0]) listedOrders.items[0].complete = true
    expect(await db.getOrder(order.id)).toMatchObject({ quantity: 1, complete: false })
    expect(db.openOrderCount(petId)).toBe(1)

    const category = await db.getCategory(categoryId)
    category.name = 'Cats'
    const listedCategories = await db.listCategories(BIG)
    if (listedCategories.items[0]) listedCategories.items[0].name = 'Birds'
    expect((await db.getCategory(categoryId)).name).toBe('Dogs')
  })
})

describe('PetstoreDatabase lists', () => {
  it('filters, sorts and pages pets', async () => {
    const { db, categoryId } = await setup()
    const cats = await db.createCategory({ name: 'Cats' })
    await db.createPet({ name: 'Rex', categoryId })
    await db.createPet({ name: 'Bella', categoryId: cats.id, status: 'sold' })
    await db.createPet({ name: 'Max', categoryId, status: 'pending' })
    await db.createPet({ name: 'rexina', categoryId: cats.id })

    const byName = await db.listPets({ ...BIG, sort: 'name' })
    expect(byName.items.map((p) => p.name)).toEqual(['Bella', 'Max', 'Rex', 'rexina'])
    const byIdDesc = await db.listPets({ ...BIG, sort: '-id' })
    expect(byIdDesc.items.map((p) => p.id)).toEqual([4, 3, 2, 1])
    const rex = await db.listPets({ ...BIG, name: 'REX' })
    expect(rex.items.map((p) => p.name)).toEqual(['Rex', 'rexina'])
    const soldOrPending = await db.listPets({ ...BIG, status: ['sold', 'pending'] })
    expect(soldOrPending.items.map((p) => p.name)).toEqual(['Bella', 'Max'])
    const inCats = await db.listPets({ ...BIG, categoryId: cats.id })
    expect(inCats.total).toBe(2)
    const page = await db.listPets({ limit: 2, offset: 1 })
    expect(page).toMatchObject({ total: 4 })
    expect(page.items.map((p) => p.id)).toEqual([2, 3])
  })

  it('filters inventory by status and orders by pet and completion', async () => {
    const { db, categoryId, petId } = await setup({ stock: 3 })
    const other = await db.createPet({ name: 'Tom', categoryId, status: 'sold' })
    expect((await db.listInventory({ ...BIG, status: ['sold'] })).items).toEqual([
      { petId: other.id, quantity: 0, status: 'sold' },
    ])
    const first = await db.placeOrder({ petId, quantity: 1 })
    await db.placeOrder({ petId, quantity: 1 })
    await db.updateOrder(first.id, { complete: true })
    expect((await db.listOrders({ ...BIG, complete: true })).items.map((o) => o.id)).toEqual([
      first.id,
    ])
    expect((await db.listOrders({ ...BIG, complete: false })).total).toBe(1)
    expect((await db.listOrders({ ...BIG, petId: other.id })).total).toBe(0)
  })
})
