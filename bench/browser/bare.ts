// A bare MSW worker handler answering the same URLs with constant bodies.
import { http, HttpResponse } from 'msw'
import { setupWorker } from 'msw/browser'
import { startOptions } from '../../src/handlers/msw'
import { exposeRunner } from './page'

const pet = { id: 1, name: 'Rex', categoryId: 1, status: 'available' }
const item = { petId: 1, quantity: 3, status: 'available' }
const pets = Array.from({ length: 20 }, (_, i) => ({ ...pet, id: i + 1 }))
const worker = setupWorker(
  http.get('/api/v1/pets/:petId', () => HttpResponse.json(pet)),
  http.get('/api/v1/pets', () => HttpResponse.json(pets)),
  http.get('/api/v1/store/inventory/:petId', () => HttpResponse.json(item)),
  http.put('/api/v1/store/inventory/:petId', () => HttpResponse.json(item)),
  http.get('/api/v1/store/orders', () => HttpResponse.json([])),
  http.post('/api/v1/pets', () => HttpResponse.json(pet, { status: 201 })),
)
await worker.start(startOptions(worker, { onUnhandledRequest: 'bypass', quiet: true }))
exposeRunner()
