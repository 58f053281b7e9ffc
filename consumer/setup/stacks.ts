/**
 * The two stacks the consumer suite installs the packed tarball on, each into a fresh project:
 * today's (Node 24, msw 3, Vitest 5, Vite 8) and the oldest the package supports (Node 20.19+,
 * msw 2.15, Vitest 4, Vite 7). Each project is fixtures/ with its stack's folder laid over it
 * (its package.json and the Jest set-up for its msw major); scripts/compat.ts reads the same
 * folders for the docs' table of tested combinations.
 */
import { execFileSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** One stack: what its project installs, and the Node that runs everything in it. */
export interface Stack {
  /** Its folder under consumer/stacks/ and the name tests carry. */
  name: 'node24' | 'node20'
  /** As test names say it. */
  title: string
  /** The msw range installed beside the tarball, as the README's install line names it. */
  msw: string
  /** The node binary that runs the project's scripts, npx and npm. */
  node: string
  /** Its version, without the v. */
  nodeVersion: string
  /** NODE_OPTIONS its Jest needs (msw 3 is ES modules only: docs/guide/testing.md#jest). */
  jestNodeOptions?: string
}

/** A stack as the suite's tests get it: the stack plus its installed project. */
export interface InstalledStack extends Stack {
  /** The project's folder. */
  app: string
}

/** Where each stack's overlay lives. */
export function stackFolder(stack: Pick<Stack, 'name'>): string {
  return fileURLToPath(new URL(`../stacks/${stack.name}/`, import.meta.url))
}

function versionOf(node: string): string | undefined {
  try {
    return execFileSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim()
  } catch {
    return undefined
  }
}

/**
 * A Node 20.19+ to run the older stack on: `PETSTORE_NODE20` if set, else the first `node` on
 * the PATH outside node_modules/.bin (npm puts the repository's Node 24 there first). This
 * project's machines and CI have Debian's Node 20.20 as the system Node.
 */
export function findNode20(): string {
  const named = process.env.PETSTORE_NODE20
  const candidates = named
    ? [named]
    : (process.env.PATH ?? '')
        .split(':')
        .filter((dir) => dir && !dir.endsWith('node_modules/.bin'))
        .map((dir) => join(dir, 'node'))
  for (const node of candidates) {
    const [major = 0, minor = 0] = (versionOf(node) ?? '').split('.').map(Number)
    if (major === 20 && minor >= 19) return node
  }
  throw new Error(
    `The consumer suite's Node 20 stack needs Node 20.19 or newer 20.x on the PATH (outside ` +
      `node_modules/.bin) or named by PETSTORE_NODE20; found none in ${candidates.join(', ')}`,
  )
}

/**
 * The two stacks, today's first.
 *
 * @example
 * consumerStacks().map((stack) => stack.name) // ['node24', 'node20']
 */
export function consumerStacks(): Stack[] {
  const node20 = findNode20()
  return [
    {
      name: 'node24',
      title: 'Node 24, msw 3, Vitest 5, Vite 8',
      msw: 'msw@^3.0.5',
      // The suite runs on the repository's Node 24 (its node@24 dev dependency).
      node: process.execPath,
      nodeVersion: process.versions.node,
      jestNodeOptions: '--experimental-vm-modules',
    },
    {
      name: 'node20',
      title: 'Node 20, msw 2.15, Vitest 4, Vite 7',
      msw: 'msw@~2.15.0',
      node: node20,
      nodeVersion: versionOf(node20) ?? '20',
    },
  ]
}

/**
 * The environment of a shell on `stack`: its Node first on the PATH, and none of the
 * repository's node_modules/.bin (whose `node` is Node 24), nor npm's note of the Node it ran on.
 *
 * @example
 * execFile('npx', ['vitest', 'run'], { cwd: stack.app, env: { ...process.env, ...stackEnv(stack) } })
 */
export function stackEnv(stack: Pick<Stack, 'node'>): NodeJS.ProcessEnv {
  const path = (process.env.PATH ?? '')
    .split(':')
    .filter((dir) => !dir.endsWith('node_modules/.bin'))
  return {
    PATH: [dirname(stack.node), ...path].join(':'),
    NODE: stack.node,
    npm_node_execpath: stack.node,
  }
}
