/**
 * Playwright global setup: the examples run on Debian's Chromium (browsers are not downloaded),
 * so install it when it is missing.
 */
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** Where Debian puts Chromium. */
export const CHROMIUM = '/usr/bin/chromium'

/**
 * Installs Chromium with apt-get unless it is already there.
 *
 * @example
 * // playwright.config.ts
 * export default defineConfig({ globalSetup: './install-chromium.ts' })
 */
export default function installChromium(): void {
  if (existsSync(CHROMIUM)) return
  console.warn(`${CHROMIUM} is missing; installing Debian's chromium with apt-get…`)
  execSync('apt-get update && apt-get install -y chromium', { stdio: 'inherit' })
}
