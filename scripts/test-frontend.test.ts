import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { exampleTestSteps } from './test-frontend'

describe("examples/frontend's test steps", () => {
  it('are read from its own npm test script, so they are listed once', () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../examples/frontend/package.json', import.meta.url), 'utf8'),
    ) as { scripts: Record<string, string> }
    const steps = exampleTestSteps(manifest.scripts.test!)
    expect(steps).toEqual(['typecheck', 'test:jsdom', 'test:jest', 'test:browser', 'test:stories'])
    for (const step of steps) expect(manifest.scripts[step]).toBeDefined()
  })

  it('refuse a test script that is not a chain of npm run steps, naming the part', () => {
    expect(() => exampleTestSteps('npm run typecheck && vitest run')).toThrow(
      `an example's test script must be "npm run x && …": vitest run`,
    )
  })
})
