// Which Chromium the browser suites run on: PETSTORE_CHROMIUM, then Playwright's own, then
// Debian's. A unit test (Vitest), next to the Playwright specs it serves.
import { describe, expect, it } from 'vitest'
import { chooseChromium, chromiumArgs, chromiumLaunchOptions, SYSTEM_CHROMIUM } from './chromium'

const OWN = '/home/dev/.cache/ms-playwright/chromium-1/chrome-linux64/chrome'

/** A machine holding exactly `files`, whose Playwright keeps its Chromium at OWN. */
const machine = (...files: string[]) => ({
  exists: (path: string) => files.includes(path),
  playwrightPath: () => OWN,
})

describe('choosing Chromium', () => {
  it('takes PETSTORE_CHROMIUM first, even over an installed Playwright browser', () => {
    const choice = chooseChromium({ ...machine(OWN, SYSTEM_CHROMIUM), override: '/opt/chrome' })
    expect(choice).toEqual({ source: 'override', path: '/opt/chrome' })
  })

  it('takes Playwright’s own Chromium when its executable exists', () => {
    expect(chooseChromium(machine(OWN, SYSTEM_CHROMIUM))).toEqual({
      source: 'playwright',
      path: OWN,
    })
  })

  it('ignores an empty PETSTORE_CHROMIUM', () => {
    expect(chooseChromium({ ...machine(OWN), override: '' }).source).toBe('playwright')
  })

  it('falls back to Debian’s Chromium when Playwright has not downloaded its own', () => {
    expect(chooseChromium(machine(SYSTEM_CHROMIUM))).toEqual({
      source: 'system',
      path: SYSTEM_CHROMIUM,
    })
  })

  it('falls back to Debian’s Chromium when asking Playwright for its path throws', () => {
    const choice = chooseChromium({
      exists: () => true,
      playwrightPath: () => {
        throw new Error('no registry')
      },
    })
    expect(choice).toEqual({ source: 'system', path: SYSTEM_CHROMIUM })
  })

  it('still names Debian’s Chromium when nothing is installed, for ensureChromium to install', () => {
    expect(chooseChromium(machine()).path).toBe('/usr/bin/chromium')
  })
})

describe('launch options', () => {
  it('leave the executable to Playwright when it runs its own Chromium', () => {
    const options = chromiumLaunchOptions({ source: 'playwright', path: OWN })
    expect(options).toEqual({ args: chromiumArgs })
    expect('executablePath' in options).toBe(false)
  })

  it('name the executable and pass the container flags for Debian’s Chromium', () => {
    expect(chromiumLaunchOptions({ source: 'system', path: SYSTEM_CHROMIUM })).toEqual({
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    })
  })

  it('name the executable for a PETSTORE_CHROMIUM override', () => {
    expect(chromiumLaunchOptions({ source: 'override', path: '/opt/chrome' }).executablePath).toBe(
      '/opt/chrome',
    )
  })
})
