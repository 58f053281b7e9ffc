/** Operation handlers of the Pets tag: pets and their categories. */
import { andThen } from '../runtime/maybe-async'
import type { OperationHandlers } from '../runtime/context'
import { created, noContent, ok, paged } from './answers'

type PetsHandlers = Pick<
  OperationHandlers,
  | 'listPets'
  | 'createPet'
  | 'getPetById'
  | 'updatePet'
  | 'deletePet'
  | 'listCategories'
  | 'createCategory'
  | 'getCategoryById'
  | 'updateCategory'
  | 'deleteCategory'
>

/** One operation handler per operationId of the Pets tag. */
export const petsHandlers: PetsHandlers = {
  // Reads serialise the stored records as they are (frozen, no copies), without a promise when
  // the store is idle.
  listPets: ({ query, url }, { db }) =>
    andThen(db.storedPets(query), (page) => paged(page, url, query)),

  createPet: async ({ body, conditions }, { db, basePath }) => {
    const pet = await db.createPet(body, conditions)
    return created(pet, `${basePath}/pets/${pet.id}`)
  },

  getPetById: ({ params }, { db }) => andThen(db.storedPet(params.petId), ok),

  updatePet: async ({ params, body, conditions }, { db }) =>
    ok(await db.updatePet(params.petId, body, conditions)),

  deletePet: async ({ params, conditions }, { db }) => {
    await db.deletePet(params.petId, conditions)
    return noContent()
  },

  listCategories: async ({ query, url }, { db }) =>
    paged(await db.listCategories(query), url, query),

  createCategory: async ({ body, conditions }, { db, basePath }) => {
    const category = await db.createCategory(body, conditions)
    return created(category, `${basePath}/categories/${category.id}`)
  },

  getCategoryById: async ({ params }, { db }) => ok(await db.getCategory(params.categoryId)),

  updateCategory: async ({ params, body, conditions }, { db }) =>
    ok(await db.updateCategory(params.categoryId, body, conditions)),

  deleteCategory: async ({ params, conditions }, { db }) => {
    await db.deleteCategory(params.categoryId, conditions)
    return noContent()
  },
}
