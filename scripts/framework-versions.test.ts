import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { frameworkPackages, frameworkVersion, namedMajors } from './framework-versions'
import { angularExample, nextExample } from './ssr-frameworks'
import { frameworkExamples } from './vite-frameworks'
import manifest from '../package.json' with { type: 'json' }

const root = new URL('../', import.meta.url)
const examples = [...frameworkExamples, nextExample, angularExample]

describe('the framework guides against the examples they are checked by', () => {
  it('know the package of every framework example, so the start page shows its locked version', () => {
    for (const example of examples) {
      expect(frameworkVersion(root, example.dir), example.dir).toMatch(/ \d+\.\d+\.\d+$/)
    }
    expect(Object.keys(frameworkPackages).sort()).toEqual(examples.map((e) => e.dir).sort())
  })

  it("name no major of the framework older than the one its example's lockfile installs", () => {
    for (const example of examples) {
      const locked = Number(/ (\d+)\./.exec(frameworkVersion(root, example.dir))?.[1])
      const guide = readFileSync(new URL(`docs/guide/${example.guide}.md`, root), 'utf8')
      const older = namedMajors(guide, example.dir).filter((named) => named.major < locked)
      expect(older, `docs/guide/${example.guide}.md (the example is on ${locked})`).toEqual([])
    }
  })

  it('read a major from a scaffolder line anywhere and from the name in the opening only', () => {
    const guide =
      '# R\n\nA React Router 8 app.\n\n`npx create-react-router@7`\n\nReact Router 7 did…'
    expect(namedMajors(guide, 'react-router')).toEqual([
      { text: 'React Router 8', major: 8 },
      { text: 'create-react-router@7', major: 7 },
    ])
  })
})

describe("the framework guides' install lines", () => {
  const tarball = `petstore-mock-${manifest.version}.tgz`

  it("install the packed tarball (the package is not published) and name msw's major", () => {
    for (const example of examples) {
      const guide = readFileSync(new URL(`docs/guide/${example.guide}.md`, root), 'utf8')
      const shell = [...guide.matchAll(/```sh\n(.*?)```/gs)].flatMap((m) => m[1]!.split('\n'))
      const installs = shell.filter(
        (line) => /npm (i|install)\b/.test(line) && /petstore-mock/.test(line),
      )
      expect(
        installs.length,
        `docs/guide/${example.guide}.md installs petstore-mock`,
      ).toBeGreaterThan(0)
      for (const line of installs) {
        expect(line, `docs/guide/${example.guide}.md`).toContain(tarball)
        expect(line, `docs/guide/${example.guide}.md`).toMatch(/ msw@\^\d/)
      }
      expect(guide, `docs/guide/${example.guide}.md links the tarball step`).toContain(
        './getting-started#install-in-your-app',
      )
    }
  })
})
