/**
 * The framework examples that are not on `petstore-mock/vite`, and the rows they earn in the docs
 * start page's table (docs/index.md), held there by scripts/ssr-frameworks.test.ts as the Vite
 * rows are by scripts/vite-frameworks.test.ts:
 * - Angular (examples/angular): its dev server is Vite-based but takes no Vite plugins, so the
 *   mock is middleware in `server.ts` (`petstore-mock/angular`); checked by
 *   scripts/test-angular.ts through the Vite examples' own walk (the same four checks).
 * - Next.js (examples/next): checked by scripts/test-next.ts.
 */
import type { FrameworkExample } from './vite-frameworks'

/**
 * Angular SSR as `ng new --ssr` makes it, driven like the Vite examples.
 *
 * @example
 * angularExample.dev(4200) // ['ng', 'serve', '--host', '127.0.0.1', '--port', '4200']
 */
export const angularExample: FrameworkExample = {
  dir: 'angular',
  title: 'Angular SSR (ng new --ssr)',
  guide: 'angular',
  ssr: true,
  dev: (port) => ['ng', 'serve', '--host', '127.0.0.1', '--port', String(port)],
  edits: [
    // A change to server.ts's code (a comment alone builds nothing new): `ng serve` evaluates it
    // again, and the middleware in it must find the store it made before.
    {
      file: 'src/server.ts',
      from: "maxAge: '1y'",
      to: "maxAge: '1d'",
      settled: /Application bundle generation complete/,
    },
    {
      file: 'src/app/app.ts',
      from: "heading = 'Newest pets'",
      to: "heading = 'Newest pets (edited)'",
    },
  ],
  editedWhat: '`server.ts`, the page component',
  build: ['ng', 'build'],
  buildOutput: ['dist'],
}

/** A row of the table for an example whose checks live in a script of their own. */
export type TableRowSource = Pick<
  FrameworkExample,
  'dir' | 'title' | 'guide' | 'ssr' | 'editedWhat'
>

/**
 * Next.js as create-next-app makes it; what scripts/test-next.ts checks (its test holds the row
 * to that script: the file it edits, the checks it prints).
 *
 * @example
 * nextExample.editedFile // 'app/page.tsx'
 */
export const nextExample: TableRowSource & { editedFile: string } = {
  dir: 'next',
  title: 'Next.js (create-next-app)',
  guide: 'nextjs',
  ssr: true,
  editedFile: 'app/page.tsx',
  editedWhat: '`app/page.tsx` (a hot reload)',
}
