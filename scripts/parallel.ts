/**
 * `tsx scripts/parallel.ts [--stream] '<command>' '<command>' …`: runs checks that do not depend
 * on each other side by side (`npm run typecheck`'s three `tsc` projects, `npm run lint`'s three
 * tools, `npm test`'s example apps beside the demo's browser suite). Each command's output is held
 * until it ends, then printed whole with its time; with `--stream` (for suites that run for
 * minutes, where a reader wants to see progress) each line is printed as it comes, after the
 * command's name. The exit code is 1 when any failed.
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

// Prints each whole line of a streamed command as it comes, after the command's name.
function lineWriter(name: string): { write(chunk: Buffer): void; end(): void } {
  let partial = ''
  const print = (line: string) => process.stdout.write(`[${name}] ${line}\n`)
  return {
    write(chunk) {
      const lines = (partial + chunk.toString()).split('\n')
      partial = lines.pop() ?? ''
      lines.forEach(print)
    },
    end() {
      if (partial) print(partial)
      partial = ''
    },
  }
}

function run(command: string, stream: boolean): Promise<Outcome> {
  const started = performance.now()
  return new Promise((resolve) => {
    // A shell, as npm runs a script's line; node_modules/.bin is on the PATH npm gives it.
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const streamed = stream ? lineWriter(command.split(' ').pop() ?? command) : undefined
    const take = (chunk: Buffer) =>
      streamed ? streamed.write(chunk) : (output += chunk.toString())
    child.stdout.on('data', take)
    child.stderr.on('data', take)
    const end = (code: number) => {
      streamed?.end()
      resolve({ command, code, seconds: (performance.now() - started) / 1000, output })
    }
    child.on('error', (error) => {
      output += `${error.message}\n`
      end(1)
    })
    child.on('close', (code) => end(code ?? 1))
  })
}

/**
 * Runs `commands` at once; prints each one's output (as it comes with `stream`, else whole) and
 * its time as it ends.
 *
 * @example
 * const failed = await runSideBySide(['tsc --noEmit -p .', 'tsc --noEmit -p examples'])
 */
export async function runSideBySide(
  commands: readonly string[],
  { stream = false } = {},
): Promise<string[]> {
  const outcomes = await Promise.all(
    commands.map((command) =>
      run(command, stream).then((outcome) => {
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
  const stream = process.argv[2] === '--stream'
  const commands = process.argv.slice(stream ? 3 : 2)
  if (commands.length === 0) throw new TypeError('scripts/parallel.ts: name the commands to run')
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')
  const started = performance.now()
  const failed = await runSideBySide(commands, { stream })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`${commands.length} side by side in ${seconds} s (load average at the start ${load})`)
  if (failed.length > 0) {
    console.error(`failed: ${failed.join(', ')}`)
    process.exitCode = 1
  }
}
