/**
 * How long every suite here waits for what the user waits for (the first list, a toast, an
 * alert) before it fails: Testing Library's findBy… and waitFor (Vitest's jsdom and Jest), Vitest
 * browser mode's expect.element, Playwright's expect. A guard against a hang, never a measure of
 * speed: their defaults (1 s, 1 s, 5 s) are a quiet machine's, and these suites run in CI beside
 * others. At load 7 on 2 cores, a cold worker's first list took more than 1 s.
 */
export const WAIT_MS = 15_000
