/**
 * Whether another msw already runs in this page, before the mock starts a worker of its own. A
 * started msw (2.15 or 3, worker or `virtual:msw` network) has put its WebSocket interceptor in
 * the page's `WebSocket` global, so the global is no longer the browser's own constructor. A
 * second start on msw 3 would fail on it ("Failed to replace a global value at WebSocket") and,
 * stopping, take the first one's service-worker client down with it; on msw 2 each request would
 * go to whichever worker answers first. The check reads the global, nothing of msw's.
 */

/** What the mock says instead of starting a second msw. */
export const OTHER_MSW_MESSAGE =
  '[petstore-mock] another msw already runs in this page, so startPetstoreWorker() starts no second one. ' +
  "Hand it over instead: startPetstoreWorker({ join: network }) with msw's network from 'virtual:msw', " +
  'or startPetstoreWorker({ join: worker }) with your setupWorker(); ' +
  'if it is an earlier startPetstoreWorker() of this page (a hot reload), stop() that one first. ' +
  'In Storybook, keep mswLoader() and petstoreLoader() together: petstore joins the addon’s worker.'

/** True when the page's `WebSocket` is no longer the browser's own (an msw runs here). */
export function anotherMswInPage(socket: unknown = globalThis.WebSocket): boolean {
  if (typeof socket !== 'function') return false
  // The browser's own prints its name; msw's Proxy over it prints an anonymous native function.
  return !/^(function|class) WebSocket\b/.test(Function.prototype.toString.call(socket))
}
