/**
 * The Chromium the browser-mode tests and the story checks launch: Playwright's own when
 * `npx playwright install chromium` put one on this machine, else the system's (Debian's
 * `chromium` package at /usr/bin/chromium; PETSTORE_CHROMIUM names another).
 */
import { existsSync } from 'node:fs'
import { chromium } from 'playwright'

const system = process.env.PETSTORE_CHROMIUM || '/usr/bin/chromium'

/**
 * Launch options for Playwright: no path for its own browser, the system's path otherwise.
 *
 * @example
 * provider: playwright({ launchOptions: chromiumLaunchOptions })
 */
export const chromiumLaunchOptions: { executablePath?: string; args: string[] } =
  !process.env.PETSTORE_CHROMIUM && existsSync(chromium.executablePath())
    ? { args: [] }
    : { executablePath: system, args: ['--no-sandbox', '--disable-gpu'] }
