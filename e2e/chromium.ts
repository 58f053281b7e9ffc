/**
 * The system Chromium the e2e suite runs on, and how it is launched.
 */

/**
 * Where Debian's chromium package puts the browser.
 *
 * @example
 * existsSync(CHROMIUM) // false on a fresh machine, until global-setup installs it
 */
export const CHROMIUM = '/usr/bin/chromium'

/**
 * Flags for a quiet, sandbox-free headless run in containers and CI.
 *
 * @example
 * use: { launchOptions: { executablePath: CHROMIUM, args: chromiumArgs } }
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
