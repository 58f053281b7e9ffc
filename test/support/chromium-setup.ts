/**
 * The global setup every browser-launching suite names (both Playwright configs, the consumer
 * suite): it installs the browser before the first test, so none of them fails on a fresh
 * machine. Playwright and Vitest both run a global setup's default export.
 */
import { ensureChromium } from './chromium'

/**
 * Makes sure a Chromium is there before any test runs.
 *
 * @example
 * export default defineConfig({ globalSetup: './test/support/chromium-setup.ts' })
 */
export default function chromiumSetup(): void {
  ensureChromium()
}
