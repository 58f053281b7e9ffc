import { HttpClient, HttpHeaders } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';

export interface Pet {
  id: number;
  name: string;
  categoryId: number;
  status?: 'available' | 'pending' | 'sold';
}

// The app's own API client. It knows nothing of the mock: under `ng serve` petstore-mock answers
// /api/v1 in server.ts. On the server Angular resolves the relative URL against the request's
// origin, the dev server itself, so the server render and the page reach the same store.
const API_URL = '/api/v1';
const headers = new HttpHeaders({ Authorization: 'Bearer petstore-demo-key' });

@Injectable({ providedIn: 'root' })
export class PetsApi {
  private readonly http = inject(HttpClient);

  /** The ten newest pets. */
  newest() {
    return this.http.get<Pet[]>(`${API_URL}/pets`, { headers, params: { sort: '-id', limit: 10 } });
  }

  /** Adds a pet to category 1. */
  add(name: string) {
    return this.http.post<Pet>(`${API_URL}/pets`, { name, categoryId: 1 }, { headers });
  }
}
