/**
 * Which Chromium the Playwright suites, the consumer test and the browser benches run on, and
 * how it is launched. In order: the browser `PETSTORE_CHROMIUM` names, Playwright's own Chromium
 * when `npx playwright install chromium` has put one on this machine (a developer's laptop), else
 * Debian's at `/usr/bin/chromium` (this project's machines and CI, where Playwright cannot
 * download its browsers; the global setups install it there).
 */
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/**
 * Where Debian's chromium package puts the browser: the fallback when Playwright has none.
 *
 * @example
 * existsSync(SYSTEM_CHROMIUM) // false on a fresh machine, until global-setup installs it
 */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium'

/**
 * Flags for a quiet, sandbox-free headless run in containers and CI. Playwright passes all but
 * `--disable-gpu` to its own Chromium anyway, so they are harmless whichever browser runs.
 *
 * @example
 * await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs })
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * The Chromium chosen, and why: `override` is `PETSTORE_CHROMIUM`, `playwright` is Playwright's
 * own (installed), `system` is Debian's (which may still be missing: global-setup installs it).
 *
 * @example
 * const choice: ChromiumChoice = { source: 'system', path: '/usr/bin/chromium' }
 */
export interface ChromiumChoice {
  source: 'override' | 'playwright' | 'system'
  path: string
}

/** What {@link chooseChromium} looks at; the real machine's in {@link resolveChromium}. */
export interface ChromiumProbe {
  /** `PETSTORE_CHROMIUM`; unset or empty means no override. */
  override?: string | undefined
  exists: (path: string) => boolean
  /** Where Playwright's own Chromium is (or would be) installed; may throw. */
  playwrightPath: () => string
}

/**
 * Picks the Chromium to run, without touching the machine: the override as given (a named
 * browser that is missing is an error to report, not a reason to pick another), then
 * Playwright's own if its executable exists, then Debian's.
 *
 * @example
 * chooseChromium({ exists: () => false, playwrightPath: () => '/pw/chrome' })
 * // { source: 'system', path: '/usr/bin/chromium' }
 */
export function chooseChromium(probe: ChromiumProbe): ChromiumChoice {
  if (probe.override) return { source: 'override', path: probe.override }
  let own: string | undefined
  try {
    own = probe.playwrightPath()
  } catch {
    // A Playwright that cannot even say where its browser goes has none installed.
  }
  if (own && probe.exists(own)) return { source: 'playwright', path: own }
  return { source: 'system', path: SYSTEM_CHROMIUM }
}

/**
 * The Chromium this machine runs: {@link chooseChromium} over the environment, the file system
 * and `chromium.executablePath()` (Playwright's public API for where its own browser lives).
 *
 * @example
 * if (resolveChromium().source === 'system') installDebianChromium()
 */
export function resolveChromium(): ChromiumChoice {
  return chooseChromium({
    override: process.env.PETSTORE_CHROMIUM,
    exists: existsSync,
    playwrightPath: () => chromium.executablePath(),
  })
}

/**
 * Launch options for the chosen Chromium. Playwright's own gets no `executablePath`, so
 * Playwright launches it the way it does by default (headless runs use its headless shell);
 * the others get their path.
 *
 * @example
 * use: { browserName: 'chromium', launchOptions: chromiumLaunchOptions() }
 * const browser = await chromium.launch(chromiumLaunchOptions())
 */
export function chromiumLaunchOptions(choice: ChromiumChoice = resolveChromium()): {
  executablePath?: string
  args: string[]
} {
  const args = [...chromiumArgs]
  return choice.source === 'playwright' ? { args } : { executablePath: choice.path, args }
}
