// The team's own mocks, for the APIs petstore-mock knows nothing of.
import { http, HttpResponse } from 'msw/http'

export const handlers = [
  http.get('/auth/me', () => HttpResponse.json({ id: 'u-1', name: 'Ada Lovelace' })),
]
