// msw's worker script, served by `next dev` only: a production build has no worker in public/
// and no mock on the server (the import below is dropped with the branch).
export async function GET() {
  if (process.env.NODE_ENV !== 'development') return new Response('Not Found', { status: 404 })
  const { serviceWorkerScript } = await import('petstore-mock/next')
  return serviceWorkerScript()
}
