// The Chromium the tests launch: Playwright's own when `npx playwright install chromium` put one
// on this machine, else the system's (Debian's `chromium` at /usr/bin/chromium; PETSTORE_CHROMIUM
// names another).
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const system = process.env.PETSTORE_CHROMIUM || '/usr/bin/chromium'

export const chromiumLaunchOptions: { executablePath?: string; args: string[] } =
  !process.env.PETSTORE_CHROMIUM && existsSync(chromium.executablePath())
    ? { args: [] }
    : { executablePath: system, args: ['--no-sandbox', '--disable-gpu'] }
