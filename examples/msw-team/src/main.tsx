import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './index.css'
import App from './App.tsx'

const queryClient = new QueryClient()

// The mocks answer in development only: `vite build` drops this branch, its imports and the worker.
if (import.meta.env.DEV) {
  const { enableMocking } = await import('./mocks/browser.ts')
  await enableMocking(queryClient)
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
)
