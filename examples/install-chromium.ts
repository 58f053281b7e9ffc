/**
 * Playwright global setup of the examples: they run on Playwright's own Chromium when it is
 * installed, else on Debian's (browsers are not downloaded here; see ../e2e/chromium), so
 * install Debian's when that is the one chosen and it is missing.
 */
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolveChromium } from '../e2e/chromium'

/**
 * Installs Debian's Chromium with apt-get unless the chosen browser is already there.
 *
 * @example
 * // playwright.config.ts
 * export default defineConfig({ globalSetup: './install-chromium.ts' })
 */
export default function installChromium(): void {
  const { source, path } = resolveChromium()
  if (existsSync(path)) return
  // A PETSTORE_CHROMIUM that is missing is not something apt-get can fix.
  if (source === 'override') throw new Error(`PETSTORE_CHROMIUM is ${path}, which does not exist`)
  console.warn(`${path} is missing; installing Debian's chromium with apt-get…`)
  execSync('apt-get update && apt-get install -y chromium', { stdio: 'inherit' })
}
