import { RenderMode, ServerRoute } from '@angular/ssr';

export const serverRoutes: ServerRoute[] = [
  {
    path: '**',
    // Rendered on each request, not at build time: the page lists the API's pets as they are now
    // (`ng new --ssr` prerenders every route, which would call the API during `ng build`).
    renderMode: RenderMode.Server
  }
];
