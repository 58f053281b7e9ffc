/**
 * The outside programs the benchmark runs (Prism, json-server, autocannon), each pinned to one
 * version and installed on demand into its own folder of a cache outside the project, never as
 * devDependencies: the mock's users do not need them, and two versions of one tool can sit side by
 * side.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'

/** Where the tools are installed, outside the project. */
export const TOOLS_CACHE = join(
  process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'),
  'petstore-mock-bench',
)

/**
 * The folder of `node_modules/.bin` of one pinned package, installed there first if missing.
 * npm 11 skips install scripts unless approved; none of these tools needs one to run.
 *
 * @example
 * const bin = ensureTool('autocannon', '8.0.0') // then spawn(join(bin, 'autocannon'), …)
 */
export function ensureTool(name: string, version: string, binName = binOf(name)): string {
  const dir = join(TOOLS_CACHE, `${name.replace('/', '+')}@${version}`)
  const bin = join(dir, 'node_modules/.bin')
  if (existsSync(join(bin, binName))) return bin
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'package.json'), '{ "private": true }\n')
  console.log(`installing ${name}@${version} into ${dir}…`)
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  // --engine-strict off: Prism 5.16 declares Node ≥ 24 but runs on the Node 20 this repo supports.
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund', `${name}@${version}`], {
    cwd: dir,
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error(`npm install of ${name}@${version} failed`)
  return bin
}

function binOf(name: string): string {
  return name === '@stoplight/prism-cli' ? 'prism' : name
}
