/**
 * `tsx scripts/parallel.ts '<command>' '<command>' …`: runs checks that do not depend on each
 * other side by side (`npm run typecheck`'s three `tsc` projects, `npm run lint`'s three tools).
 * Each of them runs on one core, so on a 2-core machine two at once take about half the time of
 * one after another. Each command's output is held until it ends, then printed whole with its
 * time; the exit code is 1 when any failed.
 */
import { spawn } from 'node:child_process'
import { loadavg } from 'node:os'
import { pathToFileURL } from 'node:url'

/** How one command ended. */
interface Outcome {
  command: string
  code: number
  seconds: number
  output: string
}

function run(command: string): Promise<Outcome> {
  const started = performance.now()
  return new Promise((resolve) => {
    // A shell, as npm runs a script's line; node_modules/.bin is on the PATH npm gives it.
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const end = (code: number) =>
      resolve({ command, code, seconds: (performance.now() - started) / 1000, output })
    child.on('error', (error) => {
      output += `${error.message}\n`
      end(1)
    })
    child.on('close', (code) => end(code ?? 1))
  })
}

/**
 * Runs `commands` at once; prints each one's output and time as it ends.
 *
 * @example
 * const failed = await runSideBySide(['tsc --noEmit -p .', 'tsc --noEmit -p examples'])
 */
export async function runSideBySide(commands: readonly string[]): Promise<string[]> {
  const outcomes = await Promise.all(
    commands.map((command) =>
      run(command).then((outcome) => {
        const mark = outcome.code === 0 ? '✓' : '✗'
        process.stdout.write(`${mark} ${command} (${outcome.seconds.toFixed(1)} s)\n`)
        if (outcome.output.trim()) process.stdout.write(`${outcome.output.trimEnd()}\n`)
        return outcome
      }),
    ),
  )
  return outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.command)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const commands = process.argv.slice(2)
  if (commands.length === 0) throw new TypeError('scripts/parallel.ts: name the commands to run')
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')
  const started = performance.now()
  const failed = await runSideBySide(commands)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`${commands.length} side by side in ${seconds} s (load average at the start ${load})`)
  if (failed.length > 0) {
    console.error(`failed: ${failed.join(', ')}`)
    process.exitCode = 1
  }
}
