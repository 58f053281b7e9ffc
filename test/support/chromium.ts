/**
 * Which Chromium every suite that launches a browser runs on (both Playwright configs, the
 * consumer suite, the frontend example, the browser benches), how it is launched, and the one
 * step that makes sure it exists. In order: the browser `PETSTORE_CHROMIUM` names, Playwright's
 * own Chromium when `npx playwright install chromium` has put one on this machine (a developer's
 * laptop), else Debian's at `/usr/bin/chromium` (this project's machines and CI, where Playwright
 * cannot download its browsers), installed by {@link ensureChromium} when missing.
 */
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/**
 * Where Debian's chromium package puts the browser: the fallback when Playwright has none.
 *
 * @example
 * existsSync(SYSTEM_CHROMIUM) // false on a fresh machine, until ensureChromium installs it
 */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium'

// One install at a time on this machine (flock, util-linux, is on every Debian).
const INSTALL_LOCK = '/tmp/petstore-mock-chromium-install.lock'

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
 * own (installed), `system` is Debian's (which may still be missing: ensureChromium installs it).
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

/**
 * Makes sure the chosen Chromium exists, installing Debian's package (as root, with apt-get)
 * when it is the one chosen and it is missing; returns the choice. Every suite that launches a
 * browser goes through here first, so a fresh machine runs `npm test` without a manual step.
 *
 * @example
 * // vitest.config.ts or playwright.config.ts
 * globalSetup: ['../test/support/chromium-setup.ts']
 * // a script
 * const browser = await chromium.launch(chromiumLaunchOptions(ensureChromium()))
 */
export function ensureChromium(choice: ChromiumChoice = resolveChromium()): ChromiumChoice {
  const { source, path } = choice
  if (existsSync(path)) return choice
  // Installing Debian's package would not put a browser at the path asked for.
  if (source === 'override') throw new Error(`PETSTORE_CHROMIUM is ${path}, which does not exist`)
  const root = typeof process.getuid === 'function' && process.getuid() === 0
  if (!root) {
    throw new Error(
      `No Chromium found: neither Playwright's own nor ${path}. Install one with ` +
        '`npx playwright install chromium` or `sudo apt-get update && sudo apt-get install -y chromium`',
    )
  }
  console.warn(`${path} is missing; installing the Debian chromium package…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  // Suites that run side by side (npm test's example apps and the demo's) may both get here:
  // one installs under the lock, the other waits for it and finds the browser there.
  const install = 'apt-get update && apt-get install -y --no-install-recommends chromium'
  execSync(`flock ${INSTALL_LOCK} sh -c 'test -x ${path} || { ${install}; }'`, {
    stdio: 'inherit',
    env,
  })
  if (!existsSync(path)) throw new Error(`Installing chromium did not provide ${path}`)
  return choice
}
