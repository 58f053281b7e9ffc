// The exported types under the API's names are openapi.yaml's shapes; the store's records, which
// the arrange API returns, fit them.
import { describe, expectTypeOf, it } from 'vitest'
import type {
  Category,
  CategoryRecord,
  components,
  ErrorBody,
  InventoryItem,
  InventoryUpdate,
  NewCategory,
  NewPet,
  Order,
  OrderRecord,
  Pet,
  PetRecord,
} from 'petstore-mock'

type Schemas = components['schemas']

describe("the API's types", () => {
  it("are openapi.yaml's component schemas", () => {
    expectTypeOf<Pet>().toEqualTypeOf<Schemas['Pet']>()
    expectTypeOf<NewPet>().toEqualTypeOf<Schemas['NewPet']>()
    expectTypeOf<Category>().toEqualTypeOf<Schemas['Category']>()
    expectTypeOf<NewCategory>().toEqualTypeOf<Schemas['NewCategory']>()
    expectTypeOf<Order>().toEqualTypeOf<Schemas['Order']>()
    expectTypeOf<InventoryItem>().toEqualTypeOf<Schemas['InventoryItem']>()
    expectTypeOf<InventoryUpdate>().toEqualTypeOf<Schemas['InventoryUpdate']>()
    expectTypeOf<ErrorBody>().toEqualTypeOf<Schemas['Error']>()
  })

  it("take a response's pets as they are, status optional", () => {
    const listed: Schemas['Pet'][] = [{ id: 1, name: 'Rex', categoryId: 1 }]
    const pets: Pet[] = listed
    expectTypeOf(pets[0]!.status).toEqualTypeOf<Schemas['PetStatus'] | undefined>()
  })

  it("take the store's records, whose always-set fields are required", () => {
    expectTypeOf<PetRecord>().toExtend<Pet>()
    expectTypeOf<CategoryRecord>().toExtend<Category>()
    expectTypeOf<OrderRecord>().toExtend<Order>()
    expectTypeOf<PetRecord['status']>().toEqualTypeOf<Schemas['PetStatus']>()
  })
})
