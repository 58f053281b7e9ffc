/**
 * The older stack's side copy for `npm run bench`: this checkout's src/ and bench/ under
 * node_modules/.cache/petstore-bench-node20, with an install of its own that has msw 2.15 where
 * the checkout has msw 3, run by Node 20 (found as the consumer suite finds it: `findNode20`,
 * PETSTORE_NODE20). The install is made once and kept while its package.json is the same; the
 * sources are copied on every run, so the copy runs what the checkout has, uncommitted edits too.
 */
import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { cp, mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { findNode20, stackEnv } from '../consumer/setup/stacks'

const root = fileURLToPath(new URL('..', import.meta.url))
/** Where the copy lives. */
export const NODE20_COPY = join(root, 'node_modules/.cache/petstore-bench-node20')
/** The msw the older stack runs, as consumer/stacks/node20/package.json names it. */
const MSW_RANGE = '~2.15.0'
/** What the in-process part reads: the sources, the config tsx reads paths from, the contract. */
const COPIED = ['src', 'bench', 'tsconfig.json', 'openapi.yaml']
/** Installed at the versions this checkout has, so only msw (and Node) differ between stacks. */
const PINNED = ['@msw/data', 'tsx']

/** The copy, ready to run, and the Node that runs it. */
export interface Node20Copy {
  dir: string
  node: string
  /** Its environment: Node 20 first on the PATH, none of the checkout's node_modules/.bin. */
  env: NodeJS.ProcessEnv
}

function manifest(): string {
  const own = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
  }
  // The manifests as installed here (read as files: not every package exports its package.json).
  const installed = (name: string) =>
    (
      JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
        version: string
      }
    ).version
  const names = [...Object.keys(own.dependencies), ...PINNED].sort()
  const dependencies = Object.fromEntries([
    ...names.map((name) => [name, installed(name)]),
    ['msw', MSW_RANGE],
  ])
  const copy = { name: 'petstore-bench-node20', private: true, type: 'module', dependencies }
  return JSON.stringify(copy, null, 2) + '\n'
}

/**
 * Copies the sources and installs the copy's dependencies when they changed (about 20 s the
 * first time, nothing after).
 *
 * @example
 * const { dir, node, env } = await prepareNode20Copy()
 */
export async function prepareNode20Copy(log = console.log): Promise<Node20Copy> {
  const node = findNode20()
  const env = { ...process.env, ...stackEnv({ node }) }
  const wanted = manifest()
  const manifestPath = join(NODE20_COPY, 'package.json')
  const current = existsSync(manifestPath) ? readFileSync(manifestPath, 'utf8') : ''
  const installed = existsSync(join(NODE20_COPY, 'node_modules/msw/package.json'))
  if (current !== wanted || !installed) {
    log(`installing msw ${MSW_RANGE} for Node 20 in ${NODE20_COPY}…`)
    await rm(NODE20_COPY, { recursive: true, force: true })
    await mkdir(NODE20_COPY, { recursive: true })
    await writeFile(manifestPath, wanted)
    await promisify(execFile)(
      'npm',
      ['install', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'],
      { cwd: NODE20_COPY, env },
    )
  }
  for (const entry of COPIED) {
    const target = join(NODE20_COPY, entry)
    await rm(target, { recursive: true, force: true })
    await cp(join(root, entry), target, { recursive: true })
  }
  return { dir: NODE20_COPY, node, env }
}
