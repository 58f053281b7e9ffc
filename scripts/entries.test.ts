// The one list of entries against everything that repeats it: package.json, tsconfig.json's
// paths, the README's table of exports, and the install steps the consumer suite runs.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { distName, packageEntries, specifier, type PackageSubpath } from './entries'

const root = fileURLToPath(new URL('../', import.meta.url))
const read = (file: string) => readFileSync(`${root}${file}`, 'utf8')
const subpaths = Object.keys(packageEntries) as PackageSubpath[]

/** The runtime values an entry exports (types and `export type` left out), sorted. */
function valueExports(program: ts.Program, file: string): string[] {
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(`${root}${file}`)
  const module = source && checker.getSymbolAtLocation(source)
  if (!module) throw new Error(`${file} is not a module`)
  return checker
    .getExportsOfModule(module)
    .filter((symbol) => {
      const typeOnly = symbol.declarations?.some(
        (declaration) =>
          ts.isExportSpecifier(declaration) &&
          (declaration.isTypeOnly || declaration.parent.parent.isTypeOnly),
      )
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
      return !typeOnly && (target.flags & ts.SymbolFlags.Value) !== 0
    })
    .map((symbol) => symbol.name)
    .sort()
}

/** The README table's names for each import specifier. */
function documentedExports(): Map<string, string[]> {
  const table = read('README.md').split('### What each entry exports')[1]?.split('\n## ')[0] ?? ''
  const rows = table.split('\n').filter((line) => line.startsWith('| `petstore-mock'))
  return new Map(
    rows.map((row) => {
      const [, name, , names] = row.split('|').map((cell) => cell.trim())
      return [
        name?.slice(1, -1) ?? '',
        [...(names ?? '').matchAll(/`(\w+)`/g)].map((m) => m[1] ?? '').sort(),
      ]
    }),
  )
}

describe('the package entries', () => {
  it('are the exports of package.json, ESM and CommonJS each with its types', () => {
    const pkg = JSON.parse(read('package.json')) as { exports: Record<string, unknown> }
    for (const subpath of subpaths) {
      const name = distName(subpath)
      expect(pkg.exports[subpath], subpath).toEqual({
        import: { types: `./dist/${name}.d.ts`, default: `./dist/${name}.js` },
        require: { types: `./dist/${name}.d.cts`, default: `./dist/${name}.cjs` },
      })
    }
    expect(Object.keys(pkg.exports).sort()).toEqual(
      [...subpaths, './openapi.yaml', './package.json'].sort(),
    )
  })

  it('resolve to their sources in tsconfig.json', () => {
    const config = ts.parseConfigFileTextToJson('tsconfig.json', read('tsconfig.json')).config as {
      compilerOptions: { paths: Record<string, string[]> }
    }
    expect(config.compilerOptions.paths).toEqual(
      Object.fromEntries(
        subpaths.map((subpath) => [specifier(subpath), [`./${packageEntries[subpath]}`]]),
      ),
    )
  })

  it('export exactly what the README documents', () => {
    const documented = documentedExports()
    expect([...documented.keys()].sort()).toEqual(subpaths.map(specifier).sort())
    const program = ts.createProgram(
      subpaths.map((subpath) => `${root}${packageEntries[subpath]}`),
      {
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        target: ts.ScriptTarget.ES2022,
        skipLibCheck: true,
        noEmit: true,
        types: [],
      },
    )
    for (const subpath of subpaths) {
      const names = valueExports(program, packageEntries[subpath])
      // The conformance tool's surface is documented in its own section, by its owners.
      if (subpath === './conformance') expect(names).toContain('runConformance')
      else expect(names, specifier(subpath)).toEqual(documented.get(specifier(subpath)))
    }
  }, 60_000)
})

describe("the README's install steps", () => {
  const readme = read('README.md')

  it('are the commands the consumer suite runs', () => {
    const install = read('consumer/setup/install.ts')
    // Until the package is on the registry, the tarball stands in for it, as in the suite.
    expect(readme).toContain(
      'npm i -D path/to/petstore-mock/petstore-mock-0.1.0.tgz msw@^2.15.0\nnpx msw init public --save ',
    )
    expect(install).toContain("'install', '-D', '--no-audit', '--no-fund', tarball, stack.msw")
    expect(install).toContain("['msw', 'init', 'public', '--save']")
    // The suite installs each major the README names, on its stack.
    const stacks = read('consumer/setup/stacks.ts')
    expect(stacks).toContain("msw: 'msw@~2.15.0'")
    expect(stacks).toContain("msw: 'msw@^3.0.5'")
  })

  it('start the mock with the snippet the consumer app runs', () => {
    const snippet = /Then start the mock in[\s\S]*?```js\n([\s\S]*?)```/.exec(readme)?.[1]
    expect(snippet).toBeTruthy()
    expect(read('consumer/fixtures/main.js')).toContain(snippet)
  })

  it('configure Jest the way the consumer suite does on each msw major (in the testing guide)', () => {
    const guide = read('docs/guide/testing.md')
    const msw2 = read('consumer/stacks/node20/jest.config.cjs')
    const patterns = /transformIgnorePatterns: \[[^\]]*\]/.exec(msw2)?.[0]
    expect(patterns).toContain('rettime')
    expect(guide).toContain(patterns)
    expect(msw2).toContain("'jest-fixed-jsdom'")
    // msw 3: no transform, and Node run with the flag the stack's Jest gets.
    const msw3 = read('consumer/stacks/node24/jest.config.cjs')
    expect(msw3).not.toMatch(/^\s*transform(IgnorePatterns)?:/m)
    expect(msw3).toContain("'jest-fixed-jsdom'")
    expect(read('consumer/setup/stacks.ts')).toContain(
      "jestNodeOptions: '--experimental-vm-modules'",
    )
    expect(guide).toContain('"test": "NODE_OPTIONS=--experimental-vm-modules jest"')
  })
})
