/**
 * Runs a command in the consumer project the way a user's shell would, and returns what it
 * printed; a failure throws with the output, so the test says what went wrong.
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const exec = promisify(execFile)

/** What a finished command printed. */
export interface Ran {
  stdout: string
  stderr: string
}

/**
 * The environment a user's shell would have: this suite's own runner variables removed (Vitest
 * sets NODE_ENV=test, which would make `vite build` keep the development-only code).
 *
 * @example
 * spawn('node', ['server.js'], { env: userEnv() })
 */
export function userEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !/^VITEST/.test(name)),
  )
}

/**
 * Runs `command args…` in `cwd` (no shell) and resolves with its output once it exits 0.
 *
 * @example
 * const { stdout } = await run(app, 'node', ['esm.mjs'])
 */
export async function run(
  cwd: string,
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
): Promise<Ran> {
  try {
    return await exec(command, args, {
      cwd,
      env: { ...userEnv(), CI: 'true', FORCE_COLOR: '0', NO_COLOR: '1', ...env },
      maxBuffer: 32 * 1024 * 1024,
    })
  } catch (error) {
    const failed = error as Error & Partial<Ran>
    throw new Error(
      `${command} ${args.join(' ')} failed in ${cwd}:\n${failed.stdout ?? ''}\n${failed.stderr ?? failed.message}`,
    )
  }
}
