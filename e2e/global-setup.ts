/**
 * Makes sure the chosen Chromium exists before any test runs (see ./chromium for the order).
 * Playwright cannot download its own browsers here, so when it has none and Debian's is missing
 * on a fresh machine (CI runs as root), the Debian package is installed.
 */
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolveChromium } from './chromium'

/**
 * Installs Debian's chromium when no browser resolves; Playwright runs it once before the suite.
 *
 * @example
 * export default defineConfig({ globalSetup: './e2e/global-setup.ts' })
 */
export default function globalSetup(): void {
  const { source, path } = resolveChromium()
  if (existsSync(path)) return
  if (source === 'override') {
    // Installing Debian's package would not put a browser at the path asked for.
    throw new Error(`PETSTORE_CHROMIUM is ${path}, which does not exist`)
  }
  const root = typeof process.getuid === 'function' && process.getuid() === 0
  if (!root) {
    throw new Error(
      `No Chromium found: neither Playwright's own nor ${path}. Install one with ` +
        '`npx playwright install chromium` or `sudo apt-get update && sudo apt-get install -y chromium`',
    )
  }
  console.log(`${path} is missing; installing the Debian chromium package…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execSync('apt-get update', { stdio: 'inherit', env })
  execSync('apt-get install -y --no-install-recommends chromium', { stdio: 'inherit', env })
  if (!existsSync(path)) throw new Error(`Installing chromium did not provide ${path}`)
}
