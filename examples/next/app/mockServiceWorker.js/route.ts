// msw's worker script, served by `next dev` only: a production build has no worker in public/
// and no mock on the server. The import sits inside the branch, so both bundlers drop it with
// the branch (after an early `return` instead, webpack kept it as a chunk of its own).
export async function GET() {
  if (process.env.NODE_ENV === 'development') {
    const { serviceWorkerScript } = await import('petstore-mock/next')
    return serviceWorkerScript()
  }
  return new Response('Not Found', { status: 404 })
}
