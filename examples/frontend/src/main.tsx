import { QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'

// The mock answers /api/v1 in development only: `vite build` drops this branch and its imports.
if (import.meta.env.DEV) {
  const { startPetstoreWorker } = await import('petstore-mock/browser')
  await startPetstoreWorker()
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={new QueryClient()} />
  </StrictMode>,
)
