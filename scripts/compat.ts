/**
 * The tested combinations: every project `npm test` installs and runs (the repository itself, the
 * consumer project that installs the packed tarball, each example app), with the versions of the
 * tools it runs on, read from its own manifest and lockfile. scripts/compat.test.ts holds the
 * table in docs/guide/getting-started.md to these rows, so the docs name only what CI runs.
 */
import { existsSync, readFileSync } from 'node:fs'

/** One project `npm test` runs: its folder (from the repository's root) and what runs it. */
export interface TestedProject {
  /** As the table names it. */
  title: string
  /** The folder holding its package.json (and package-lock.json, when it has one). */
  dir: string
  /**
   * It runs on the machine's own Node, within its manifest's `engines.node` (the consumer suite's
   * Node 20 stack), not on the repository's `node` dev dependency.
   */
  systemNode?: true
}

/** The table's tool columns: the package each reads. */
export const COMPAT_TOOLS = [
  ['msw', 'msw'],
  ['Vitest', 'vitest'],
  ['Vite', 'vite'],
  ['Jest', 'jest'],
  ['Playwright', '@playwright/test'],
  ['Storybook', 'storybook'],
  ['Next.js', 'next'],
] as const

/**
 * Every project `npm test` runs, in the table's order.
 *
 * @example
 * testedProjects.map((project) => project.dir) // ['.', 'consumer/stacks/node24', …]
 */
export const testedProjects: readonly TestedProject[] = [
  { title: 'the repository (`npm test`)', dir: '.' },
  {
    title: 'a fresh project on the packed tarball, today (consumer/)',
    dir: 'consumer/stacks/node24',
  },
  {
    title: 'a fresh project on the packed tarball, Node 20 (consumer/)',
    dir: 'consumer/stacks/node20',
    systemNode: true,
  },
  { title: 'examples/frontend (React, Jest, Storybook)', dir: 'examples/frontend' },
  { title: "examples/msw-team (a team's msw 3 set-up)", dir: 'examples/msw-team' },
  { title: 'examples/next', dir: 'examples/next' },
  { title: 'examples/vue', dir: 'examples/vue' },
  { title: 'examples/sveltekit', dir: 'examples/sveltekit' },
  { title: 'examples/nuxt', dir: 'examples/nuxt' },
  { title: 'examples/react-router', dir: 'examples/react-router' },
  { title: 'examples/astro', dir: 'examples/astro' },
  { title: 'examples/tanstack-start', dir: 'examples/tanstack-start' },
]

interface Manifest {
  engines?: { node?: string }
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}

interface Lockfile {
  packages: Record<string, { version?: string }>
}

function readJson<T>(root: URL, file: string): T | undefined {
  const url = new URL(file, root)
  return existsSync(url) ? (JSON.parse(readFileSync(url, 'utf8')) as T) : undefined
}

/**
 * The version a project runs of `name`: the lockfile's (exact) when it has one, else its
 * manifest's range (installed fresh on every run); `—` when it does not use it.
 *
 * @example
 * lockedVersion(new URL('../', import.meta.url), 'examples/next', 'next') // '16.4.3'
 */
export function lockedVersion(root: URL, dir: string, name: string): string {
  const manifest = readJson<Manifest>(root, `${dir}/package.json`)
  const range = manifest?.devDependencies?.[name] ?? manifest?.dependencies?.[name]
  if (range === undefined) return '—'
  const locked = readJson<Lockfile>(root, `${dir}/package-lock.json`)?.packages[
    `node_modules/${name}`
  ]?.version
  return locked ?? range
}

/**
 * The table's rows: each project's title, the Node it runs on (the `node` dev dependency of the
 * repository, which `npm test` and the projects it installs run on; or, for a project on the
 * machine's own Node, its manifest's `engines.node`), then one cell per tool.
 *
 * @example
 * compatRows(new URL('../', import.meta.url))[0] // ['the repository (`npm test`)', '24.21.0', '3.0.5', …]
 */
export function compatRows(root: URL): string[][] {
  const node = lockedVersion(root, '.', 'node')
  return testedProjects.map((project) => [
    project.title,
    project.systemNode
      ? (readJson<Manifest>(root, `${project.dir}/package.json`)?.engines?.node ?? '—')
      : node,
    ...COMPAT_TOOLS.map(([, name]) => lockedVersion(root, project.dir, name)),
  ])
}

/** The table's header cells. */
export const COMPAT_HEADER = ['project', 'Node', ...COMPAT_TOOLS.map(([column]) => column)]
