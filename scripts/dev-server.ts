/**
 * What the example scripts share around a dev server: starting an example's dev server in its own
 * process group, stopping that whole group, and a timed step. (The main block that packs a
 * tarball when a script runs alone is `whenRunAlone`, in test-frontend.ts.)
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { exampleEnv, type StepTiming } from './test-frontend'

/** A dev server an example script started. */
export interface DevServer {
  url: string
  child: ChildProcess
  /** Everything it printed so far, for an error that says why. */
  output: () => string
}

/** How to start one example's dev server, and how to know it is up. */
export interface DevServerStart {
  /** The example's folder. */
  dir: string
  /** What `npx` runs, e.g. `['vite', '--port', '5173']`. */
  command: readonly string[]
  /** The URL it serves. */
  url: string
  /** Up once its output matches this; without it, once `url` answers 2xx. */
  readyLine?: RegExp
  /** Added to the example's environment (`exampleEnv()`). */
  env?: NodeJS.ProcessEnv
  /** How long it may take to start (ms). */
  timeoutMs: number
}

/**
 * Starts an example's dev server with `npx`, in its own process group so stopping it stops
 * whatever it started, and resolves once it is up; rejects with its output if it exits first or
 * is not up within `timeoutMs`.
 */
export async function startDevServer(start: DevServerStart): Promise<DevServer> {
  const [bin] = start.command
  const child = spawn('npx', [...start.command], {
    cwd: start.dir,
    env: { ...exampleEnv(), ...start.env },
    detached: true,
  })
  let output = ''
  const collect = (chunk: Buffer) => (output += chunk.toString())
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exited = new Promise<never>((_, reject) =>
    child.on('exit', (code) => reject(new Error(`${bin} exited (${code}):\n${output}`))),
  )
  // Awaited in the loop below; an exit after the server is up is the caller's to see.
  exited.catch(() => undefined)
  const { url, readyLine } = start
  const up = readyLine
    ? () => Promise.resolve(readyLine.test(output))
    : () =>
        fetch(url).then(
          (response) => response.ok,
          () => false,
        )
  const started = performance.now()
  try {
    for (;;) {
      if (await Promise.race([up(), exited])) return { url, child, output: () => output }
      if (performance.now() - started > start.timeoutMs) {
        throw new Error(`${bin} did not start:\n${output}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  } catch (error) {
    await stopDevServer({ url, child, output: () => output })
    throw error
  }
}

/**
 * Stops a dev server and waits for its whole process group to be gone (Next's server writes its
 * cache into .next as it exits, after the npx process has ended): SIGTERM, then SIGKILL after
 * two minutes.
 */
export async function stopDevServer(dev: DevServer): Promise<void> {
  const pid = dev.child.pid
  if (pid === undefined) return
  dev.child.removeAllListeners('exit')
  const groupAlive = () => {
    try {
      process.kill(-pid, 0)
      return true
    } catch {
      return false
    }
  }
  if (groupAlive()) process.kill(-pid, 'SIGTERM')
  for (let waited = 0; groupAlive() && waited < 120_000; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  if (groupAlive()) process.kill(-pid, 'SIGKILL')
}

/**
 * Runs one step and adds how long it took to `timings`.
 */
export async function timed<T>(
  step: string,
  timings: StepTiming[],
  run: () => Promise<T>,
): Promise<T> {
  const started = performance.now()
  const result = await run()
  timings.push({ step, seconds: (performance.now() - started) / 1000 })
  return result
}
