/**
 * Finds a second msw worker in the Storybook page, once the mock started its own: one that the
 * first story's wait did not see (msw 2's addon `initialize()`, a worker of another msw copy);
 * each request then goes to whichever worker answers first, and the other, with no handlers,
 * mostly wins: the request goes to the network and the story fails, with only msw's "redundant
 * worker.start()" warning to go on. Once the mock's worker runs, a request to a path under its base that only the
 * mock can answer (its own 404 names the path) tells whether the mock answered it.
 */
/** A path under the mock's base that no operation has: only the mock's 404 names it. */
export const WORKER_CHECK_PATH = '/__petstore-worker-check'

/** What the loader says when another worker answers the page's requests. */
export const SECOND_WORKER_MESSAGE =
  "[petstore-mock] a second msw worker answers this Storybook page, so the mock's requests go to the network. " +
  "Hand that worker to the mock instead: petstoreLoader({ join: worker }) with your setupWorker(), or msw-storybook-addon's mswLoader() " +
  'beside petstoreLoader() in `loaders` (the mock joins its worker); then start no worker of your own in .storybook/preview.ts.'

async function answeredByMock(send: (url: string) => Promise<Response>, url: string) {
  try {
    const response = await send(url)
    const body = (await response.json()) as { code?: unknown; message?: unknown }
    return body.code === 'not_found' && String(body.message).includes(WORKER_CHECK_PATH)
  } catch {
    // The network refused it, or answered with something else than the mock's JSON.
    return false
  }
}

/**
 * Sends two checks through the page's `fetch`; throws SECOND_WORKER_MESSAGE when any was not
 * answered by the mock. The checks' journal entries are dropped by the reset before each story.
 */
export async function assertOnlyWorker(
  base: string,
  send: (url: string) => Promise<Response> = (url) => fetch(url),
): Promise<void> {
  for (let i = 0; i < 2; i++) {
    if (!(await answeredByMock(send, `${base}${WORKER_CHECK_PATH}`))) {
      throw new Error(SECOND_WORKER_MESSAGE)
    }
  }
}
