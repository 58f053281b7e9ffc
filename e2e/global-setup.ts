/**
 * Makes sure the system Chromium exists before any test runs. Playwright cannot download its
 * own browsers here, so on a fresh machine (CI runs as root) the Debian package is installed.
 */
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { CHROMIUM } from './chromium'

/**
 * Installs chromium when it is missing; Playwright runs it once before the suite.
 *
 * @example
 * export default defineConfig({ globalSetup: './e2e/global-setup.ts' })
 */
export default function globalSetup(): void {
  if (existsSync(CHROMIUM)) return
  const root = typeof process.getuid === 'function' && process.getuid() === 0
  if (!root) {
    throw new Error(
      `${CHROMIUM} is missing. Install it with: sudo apt-get update && sudo apt-get install -y chromium`,
    )
  }
  console.log(`${CHROMIUM} is missing; installing the Debian chromium package…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execSync('apt-get update', { stdio: 'inherit', env })
  execSync('apt-get install -y --no-install-recommends chromium', { stdio: 'inherit', env })
  if (!existsSync(CHROMIUM)) throw new Error(`Installing chromium did not provide ${CHROMIUM}`)
}
