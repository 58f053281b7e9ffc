/**
 * ARCHITECTURE.md's walks of one request, held to the code (scripts/request-walk.ts): every
 * listed file exists, each step is reached through a name its caller imports from it (or that the
 * file named after "through" imports), the steps under a step come in the order its code reaches
 * them, a step reached by a function lists every file that function reaches (the page's "Left
 * out" line apart), and the folder crossings the page states are the ones its lists hold.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  completenessProblems,
  crossings,
  orderProblems,
  readWalks,
  stepProblem,
  type Step,
  type Walk,
} from './request-walk'

const root = join(import.meta.dirname, '..')
const page = readFileSync(join(root, 'ARCHITECTURE.md'), 'utf8')
const PIPELINE = 'src/runtime/pipeline.ts'

// The browser's steps below its pipeline step: the part of the walk every way in shares.
function fromPipeline(walk: Walk): Step[] {
  const pipeline = walk.steps.find((step) => step.file === PIPELINE)
  const below = (step: Step): boolean =>
    step.parent !== undefined && (step.parent === pipeline || below(step.parent))
  return walk.steps.filter(below)
}

function walkProblems(markdown: string): string[] {
  const { walks, leftOut } = readWalks(markdown)
  const browser = walks.get('browser')
  const serve = walks.get('serve')
  if (!browser || !serve) return ['the page has no browser or no serve walk']
  const all = [...browser.steps, ...serve.steps]
  const problems = all.flatMap((step) => stepProblem(step) ?? [])
  problems.push(...orderProblems(browser.steps), ...orderProblems(serve.steps))
  problems.push(...completenessProblems(browser.steps, leftOut))
  problems.push(...completenessProblems(serve.steps, leftOut))
  const browserCount = crossings(browser.steps)
  if (browser.stated?.crossings !== browserCount) {
    problems.push(`the browser walk crosses ${browserCount} folders, the page says otherwise`)
  }
  const toPipeline = crossings(serve.steps)
  const serveCount = toPipeline + crossings(fromPipeline(browser))
  if (serve.stated?.toPipeline !== toPipeline || serve.stated.crossings !== serveCount) {
    problems.push(`the serve walk crosses ${serveCount} folders (${toPipeline} to the pipeline)`)
  }
  return problems
}

// The page with one step's line moved below another's.
function swapped(markdown: string, first: string, second: string): string {
  const lines = markdown.split('\n')
  const a = lines.findIndex((line) => line.includes(first))
  const b = lines.findIndex((line) => line.includes(second))
  ;[lines[a], lines[b]] = [lines[b]!, lines[a]!]
  return lines.join('\n')
}

describe("ARCHITECTURE.md's request path", () => {
  it('walks a browser POST from the msw handler and a serve request from the listener', () => {
    const { walks } = readWalks(page)
    expect(walks.get('browser')?.steps[0]?.file).toMatch(/^src\/(controller|handlers)\/msw\.ts$/)
    expect(walks.get('serve')?.steps[0]?.file).toBe('src/entries/http/listener.ts')
    expect(walks.get('browser')?.steps.length).toBeGreaterThan(20)
    expect(readWalks(page).leftOut).toContain('src/base/')
  })

  it('lists only files that exist, each reached through a name its caller imports, in the order the code reaches them, none left out', () => {
    expect(walkProblems(page)).toEqual([])
  })

  it('states the folder crossings its lists hold', () => {
    const { walks } = readWalks(page)
    expect(walks.get('browser')?.stated?.crossings).toBe(crossings(walks.get('browser')!.steps))
    expect(dirname(PIPELINE)).toBe('src/runtime')
  })

  it('fails when a step names an import its caller does not have', () => {
    const broken = page.replace('(`answerRequest`)', '(`answerEverything`)')
    expect(broken).not.toBe(page)
    expect(walkProblems(broken)).toContainEqual(
      expect.stringMatching(/does not import answerEverything from src\/runtime\/pipeline\.ts$/),
    )
  })

  it('fails when a listed file is renamed', () => {
    const broken = page.replace('`src/runtime/finish.ts`', '`src/runtime/last-steps.ts`')
    expect(walkProblems(broken)).toContain('src/runtime/last-steps.ts does not exist')
  })

  it('fails when a step leaves out the name it is reached by', () => {
    const broken = page.replace('`src/runtime/auth.ts` (`authorize`)', '`src/runtime/auth.ts`')
    expect(walkProblems(broken)).toContain(
      'src/runtime/auth.ts names no import its caller reaches it by',
    )
  })

  it('fails when a step moves to another folder and the count stays', () => {
    const broken = page.replace(
      '- `src/runtime/sunset.ts` (`isPastSunset`)',
      '- `src/contract/limits.ts` (`MAX_STOCK`)',
    )
    const stated = readWalks(page).walks.get('browser')?.stated?.crossings ?? 0
    expect(walkProblems(broken)).toContain(
      `the browser walk crosses ${stated + 1} folders, the page says otherwise`,
    )
  })

  it('fails when two steps are listed out of the order the code reaches them', () => {
    const broken = swapped(page, '(`authorize`)', '(`isPastSunset`)')
    expect(walkProblems(broken)).toContain(`${PIPELINE} reaches isPastSunset only before authorize`)
    const gate = swapped(page, '(`callOf`)', 'as `.gate`')
    expect(walkProblems(gate)).toContain(`${PIPELINE} reaches callOf only before .gate`)
  })

  it('fails when a file the pipeline reaches is missing from the walk', () => {
    const lines = page.split('\n').filter((line) => !line.includes('(`parseQuery`)'))
    expect(walkProblems(lines.join('\n'))).toContain(
      `${PIPELINE} (answerRequest) reaches src/contract/query.ts, not listed under it`,
    )
  })
})

describe("ARCHITECTURE.md's feature index", () => {
  it('lists only files and folders that exist, each feature with a test', () => {
    const index = /<!-- index -->([\s\S]*?)<!-- \/index -->/.exec(page)?.[1] ?? ''
    const rows = index
      .split('\n')
      .filter((line) => /^\| [^-]/.test(line))
      .slice(1)
    expect(rows.length).toBeGreaterThan(10)
    const paths = [...index.matchAll(/`((?:src|scripts|e2e)\/[^`]*)`/g)].map((m) => m[1]!)
    expect(paths.filter((path) => !existsSync(join(root, path)))).toEqual([])
    const untested = rows.filter((row) => !/\.test\.ts`|`e2e\//.test(row.split('|')[3] ?? ''))
    expect(untested).toEqual([])
  })
})
