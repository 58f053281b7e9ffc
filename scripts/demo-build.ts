/**
 * The demo's static build, made once for everything that serves it: `npm run docs:build` copies
 * it into the site and the e2e suite serves it, both from demo/dist (`vite build` of demo/, the
 * build `npm run build:demo` writes). It is skipped when demo/dist was built from the sources as
 * they are (scripts/built-from.ts): in `npm test` the docs build makes it and the e2e suite
 * reuses it, and an edit to any file it reads builds it again.
 *
 *   tsx scripts/demo-build.ts
 */
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'
import { buildOnce } from './built-from'

const root = fileURLToPath(new URL('../', import.meta.url))

/** Where the build goes (vite.config.ts's outDir, under demo/). */
export const DEMO_DIST = join(root, 'demo/dist')

/**
 * Builds the demo into demo/dist unless it was built from the sources as they are; returns
 * whether it built.
 *
 * @example
 * await buildDemo()
 */
export function buildDemo(): Promise<boolean> {
  return buildOnce(
    {
      name: 'demo',
      // The demo, the package's sources it aliases to, the contract, the config, the
      // dependencies (by their lockfile).
      inputs: [
        'demo',
        'src',
        'vite.config.ts',
        'scripts/entries.ts',
        'openapi.yaml',
        'package.json',
        'package-lock.json',
      ],
      skip: ['demo/dist'],
      output: 'demo/dist/index.html',
    },
    async () => {
      await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' })
    },
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now()
  const built = await buildDemo()
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    built ? `demo built in ${seconds} s` : `demo/dist is up to date (checked in ${seconds} s)`,
  )
}
