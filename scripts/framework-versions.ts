/**
 * Which version of each framework its example runs, read from the example's lockfile, and the
 * majors its guide names: the docs start page's framework table shows the locked version
 * (scripts/vite-frameworks.test.ts, scripts/ssr-frameworks.test.ts), and
 * scripts/framework-versions.test.ts fails when a guide's scaffolder line or opening names a major
 * older than its example's, so a guide moves with the example it is checked by.
 */
import { lockedVersion } from './compat'

/** A framework example's package and how its guide names a major of it. */
export interface FrameworkPackage {
  /** The package whose locked version is the framework's (`@sveltejs/kit`, `next`, …). */
  package: string
  /**
   * How the guide names a major: each pattern's first group is the major. The scaffolder's
   * command counts anywhere in the guide; the framework's name with a major counts in the guide's
   * opening paragraph (later prose may name an older major on purpose, as Next 15's notes do).
   */
  scaffolder: RegExp
  name: RegExp
}

/**
 * Every framework example's package, by its folder under examples/.
 *
 * @example
 * frameworkPackages['react-router']?.package // 'react-router'
 */
export const frameworkPackages: Readonly<Record<string, FrameworkPackage>> = {
  vue: { package: 'vue', scaffolder: /create[- ]vue@(\d+)/g, name: /\bVue (\d+)/g },
  sveltekit: {
    package: '@sveltejs/kit',
    scaffolder: /\bsv@(\d+)/g,
    name: /\bSvelteKit (\d+)/g,
  },
  'react-router': {
    package: 'react-router',
    scaffolder: /create-react-router@(\d+)/g,
    name: /\bReact Router (\d+)/g,
  },
  nuxt: { package: 'nuxt', scaffolder: /\bnuxi@(\d+)/g, name: /\bNuxt (\d+)/g },
  next: {
    package: 'next',
    scaffolder: /create-next-app@(\d+)/g,
    name: /\bNext(?:\.js)? (\d+)/g,
  },
  astro: { package: 'astro', scaffolder: /create[- ]astro@(\d+)/g, name: /\bAstro (\d+)/g },
  'tanstack-start': {
    package: '@tanstack/react-start',
    scaffolder: /@tanstack\/cli@(\d+)/g,
    name: /\bTanStack Start (\d+)/g,
  },
  angular: {
    package: '@angular/core',
    scaffolder: /@angular\/cli@(\d+)/g,
    name: /\bAngular (\d+)/g,
  },
}

function known(dir: string): FrameworkPackage {
  const found = frameworkPackages[dir]
  if (!found) throw new Error(`scripts/framework-versions.ts lists no package for examples/${dir}`)
  return found
}

/**
 * The framework's version as examples/`dir`'s lockfile has it, named by its package.
 *
 * @example
 * frameworkVersion(root, 'react-router') // 'react-router 8.5.3'
 */
export function frameworkVersion(root: URL, dir: string): string {
  const { package: name } = known(dir)
  return `${name} ${lockedVersion(root, `examples/${dir}`, name)}`
}

/**
 * The majors a guide names for examples/`dir`'s framework: in its scaffolder's command anywhere,
 * and beside the framework's name in its opening paragraph (the first after the title).
 *
 * @example
 * namedMajors('# X\n\nA React Router 7 app…\n\n`npx create-react-router@7`', 'react-router')
 * // [{ text: 'React Router 7', major: 7 }, { text: 'create-react-router@7', major: 7 }]
 */
export function namedMajors(guide: string, dir: string): { text: string; major: number }[] {
  const { scaffolder, name } = known(dir)
  const opening = guide.split(/\n\s*\n/).find((block) => !block.startsWith('#')) ?? ''
  return [...opening.matchAll(name), ...guide.matchAll(scaffolder)].map((match) => ({
    text: match[0],
    major: Number(match[1]),
  }))
}
