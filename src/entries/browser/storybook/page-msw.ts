/**
 * Which msw the Storybook loader runs the mock on. msw-storybook-addon's `mswLoader()` starts a
 * worker of its own and hands it to the story as `context.msw`; Storybook runs a story's loaders
 * together, so when it sits beside `petstoreLoader()` (in either order) its worker is on its way
 * while ours would start. The first story waits a moment for it: another msw in the page shows
 * within milliseconds (its interceptor replaces `WebSocket`, `../other-msw.ts`) and its worker
 * lands in `context.msw` once started; the mock then joins it. With no other msw by then, the
 * mock starts its own worker. docs/decisions/017-storybook-joins-the-addon.md.
 */
import type { SetupWorker } from 'msw/browser'
import { anotherMswInPage } from '../other-msw'
import type { StoryContextLike } from './story'

/** How long the first story waits for another msw to show itself (a one-off cost per page). */
export const SHOW_WITHIN_MS = 250
/** How long it then waits for that msw's worker in `context.msw`. */
const HANDED_WITHIN_MS = 60_000

/** What the loader says when another msw runs but never reaches `context.msw`. */
export const UNREACHABLE_MSW_MESSAGE =
  '[petstore-mock] another msw runs in this Storybook page but no loader handed its worker to the story (context.msw). ' +
  "Pass it to the mock: petstoreLoader({ join: worker }) with your setupWorker(), or use msw-storybook-addon's mswLoader() beside petstoreLoader()."

/** Options of the wait, for tests. */
export interface FindOptions {
  showWithinMs?: number
  handedWithinMs?: number
  otherMsw?: () => boolean
}

/**
 * The worker another loader put in `context.msw` (msw-storybook-addon's), undefined when no
 * other msw runs in the page.
 */
export async function findStoryWorker(
  context: StoryContextLike,
  options: FindOptions = {},
): Promise<SetupWorker | undefined> {
  const {
    showWithinMs = SHOW_WITHIN_MS,
    handedWithinMs = HANDED_WITHIN_MS,
    otherMsw = anotherMswInPage,
  } = options
  const started = Date.now()
  let shown = false
  for (;;) {
    if (context.msw !== undefined && context.msw !== null) return context.msw as SetupWorker
    shown ||= otherMsw()
    const waited = Date.now() - started
    if (!shown && waited >= showWithinMs) return undefined
    if (shown && waited >= handedWithinMs) throw new Error(UNREACHABLE_MSW_MESSAGE)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
