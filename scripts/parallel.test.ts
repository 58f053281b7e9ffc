import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { runSideBySide } from './parallel'

const node = (code: string) => `node -e ${JSON.stringify(code)}`

// What the runner prints, chunk by chunk, instead of the terminal.
function capturePrinted(): string[] {
  const printed: string[] = []
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    printed.push(String(chunk))
    return true
  })
  return printed
}

describe('scripts/parallel.ts', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('runs the commands at once: one waits for a file only the other writes', async () => {
    vi.spyOn(process.stdout, 'write').mockReturnValue(true)
    const dir = mkdtempSync(join(tmpdir(), 'parallel-'))
    const flag = join(dir, 'written')
    try {
      const waits = node(
        `const fs = require('node:fs'); const t = setInterval(() => { if (fs.existsSync(${JSON.stringify(flag)})) { clearInterval(t) } }, 20)`,
      )
      const writes = node(`require('node:fs').writeFileSync(${JSON.stringify(flag)}, '')`)
      expect(await runSideBySide([waits, writes])).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('names the commands that failed, and prints each one’s output after its mark', async () => {
    const printed = capturePrinted()
    const fails = node("console.error('the check failed'); process.exit(2)")
    const passes = node("console.log('all good')")
    expect(await runSideBySide([fails, passes])).toEqual([fails])
    const text = printed.join('')
    expect(text).toContain(`✗ ${fails} (`)
    expect(text).toContain('the check failed')
    expect(text).toContain(`✓ ${passes} (`)
    expect(text).toContain('all good')
  })

  it('streams each line as it comes, after the name of the command that printed it', async () => {
    const printed = capturePrinted()
    const first = node("console.log('one'); console.log('two')")
    const second = node("process.stdout.write('no newline at the end')")
    expect(await runSideBySide([first, second], { stream: true })).toEqual([])
    const name = (command: string) => command.split(' ').pop()
    expect(printed).toContain(`[${name(first)}] one\n`)
    expect(printed).toContain(`[${name(first)}] two\n`)
    expect(printed).toContain(`[${name(second)}] no newline at the end\n`)
    expect(printed.filter((line) => line.startsWith('✓'))).toHaveLength(2)
  })
})
