/**
 * What every page gets: the API client, the element to draw in, its address parameters, and a
 * signal that aborts when the user leaves, so a late answer never draws over another page.
 */
import type { ApiClient } from '../api/client'

/** One page render. */
export interface ViewContext {
  api: ApiClient
  root: HTMLElement
  params: URLSearchParams
  signal: AbortSignal
}

/** A page of the demo. */
export type View = (context: ViewContext) => void | Promise<void>

/**
 * Whether an error only means the page was left while a request ran.
 *
 * @example
 * catch (error) { if (!isAbort(error)) show(error) }
 */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}
