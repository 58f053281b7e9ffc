/**
 * The framework examples on `petstore-mock/vite` (examples/vue, examples/sveltekit, …), in one
 * place: how each is started, edited and built by scripts/test-vite-frameworks.ts, and the row
 * each earns in the docs start page's table (docs/index.md), which scripts/vite-frameworks.test.ts
 * holds to these definitions. A row says only what the checks of its example assert.
 */

/** One edit a developer makes while the dev server runs: `from` becomes `to` in `file`. */
export interface ExampleEdit {
  file: string
  from: string
  to: string
  /** Dev-server output that says the edit was taken in (a restart), waited for before going on. */
  settled?: RegExp
}

/** A framework example driven by the checks. */
export interface FrameworkExample {
  /** The folder under examples/. */
  dir: string
  /** As the docs table names it. */
  title: string
  /** The guide under docs/guide/. */
  guide: string
  /** Whether the server renders the list (false: a single-page app, the list drawn in the page). */
  ssr: boolean
  /** The dev server's command line, given its port. */
  dev: (port: number) => string[]
  /** The server-side edits, in order; the last turns the heading into `Newest pets (edited)`. */
  edits: ExampleEdit[]
  /** What the table says was edited. */
  editedWhat: string
  /**
   * A server route written for the check alone that fetches a relative API URL on the server,
   * and what its answer must say: refused loudly, not hung.
   */
  refusal?: { file: string; source: string; path: string; says: string }
  build: string[]
  /** What the build writes (client and server), scanned for mock code. */
  buildOutput: string[]
}

// The heading a server module returns (a loader's data), changed as a developer would.
const HEADING = { from: "heading: 'Newest pets'", to: "heading: 'Newest pets (edited)'" }

/**
 * Every framework example this repository checks on the Vite plugin.
 *
 * @example
 * frameworkExamples.map((example) => example.dir) // ['vue', 'sveltekit', …]
 */
export const frameworkExamples: readonly FrameworkExample[] = [
  {
    dir: 'vue',
    title: 'Vue (Vite SPA)',
    guide: 'vue',
    ssr: false,
    dev: (port) => ['vite', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    edits: [
      // Vite restarts on a config edit: the plugin is evaluated again, the store must stay.
      {
        file: 'vite.config.ts',
        from: 'petstoreMock({ seed: 7 }),',
        to: 'petstoreMock({ seed: 7 }), // edited',
        settled: /server restarted/,
      },
      { file: 'src/App.vue', from: '<h1>Newest pets</h1>', to: '<h1>Newest pets (edited)</h1>' },
    ],
    editedWhat: '`vite.config.ts` (a restart)',
    build: ['vite', 'build'],
    buildOutput: ['dist'],
  },
  {
    dir: 'sveltekit',
    title: 'SvelteKit',
    guide: 'sveltekit',
    ssr: true,
    dev: (port) => ['vite', 'dev', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    edits: [
      {
        file: 'src/hooks.server.ts',
        from: 'export const handleFetch',
        to: '// edited\nexport const handleFetch',
      },
      { file: 'src/routes/+page.server.ts', ...HEADING },
    ],
    editedWhat: '`hooks.server.ts`, `+page.server.ts`',
    build: ['vite', 'build'],
    buildOutput: ['.svelte-kit/output'],
  },
  {
    dir: 'react-router',
    title: 'React Router (framework mode)',
    guide: 'react-router',
    ssr: true,
    dev: (port) => [
      'react-router',
      'dev',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    edits: [
      {
        file: 'vite.config.ts',
        from: 'plugins: [petstoreMock({ seed: 7 }),',
        to: 'plugins: [petstoreMock({ seed: 7 }), // edited\n   ',
        settled: /server restarted/,
      },
      { file: 'app/routes/home.tsx', ...HEADING },
    ],
    editedWhat: "`vite.config.ts` (a restart), the route's loader",
    build: ['react-router', 'build'],
    buildOutput: ['build'],
  },
  {
    dir: 'nuxt',
    title: 'Nuxt',
    guide: 'nuxt',
    ssr: true,
    dev: (port) => ['nuxt', 'dev', '--host', '127.0.0.1', '--port', String(port)],
    // A route of the app's own server (Nitro reloads); the API's store is the dev server's.
    edits: [{ file: 'server/api/heading.get.ts', ...HEADING }],
    editedWhat: 'a file under `server/`',
    refusal: {
      file: 'server/api/relative-url-check.get.ts',
      source: "export default defineEventHandler(() => $fetch('/api/v1/pets'))\n",
      path: 'api/relative-url-check',
      says: "reached Nuxt's own server, not the API",
    },
    build: ['nuxt', 'build'],
    buildOutput: ['.output'],
  },
  {
    dir: 'astro',
    title: 'Astro (@astrojs/node)',
    guide: 'astro',
    ssr: true,
    dev: (port) => ['astro', 'dev', '--host', '127.0.0.1', '--port', String(port)],
    edits: [
      {
        file: 'astro.config.mjs',
        from: 'plugins: [petstoreMock({ seed: 7 })],',
        to: 'plugins: [petstoreMock({ seed: 7 })], // edited',
        settled: /server restarted/,
      },
      { file: 'src/pages/index.astro', ...HEADING },
    ],
    editedWhat: '`astro.config.mjs` (a restart), the page',
    build: ['astro', 'build'],
    buildOutput: ['dist'],
  },
  {
    dir: 'tanstack-start',
    title: 'TanStack Start',
    guide: 'tanstack-start',
    ssr: true,
    dev: (port) => ['vite', 'dev', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    edits: [
      {
        file: 'vite.config.ts',
        from: 'plugins: [petstoreMock({ seed: 7 }),',
        to: 'plugins: [petstoreMock({ seed: 7 }), // edited\n   ',
        settled: /server restarted/,
      },
      { file: 'src/routes/index.tsx', ...HEADING },
    ],
    editedWhat: "`vite.config.ts` (a restart), the route's loader",
    build: ['vite', 'build'],
    buildOutput: ['dist'],
  },
]

/**
 * The cells of the docs table's row for one example, as its checks prove it: the framework (a
 * link to its guide), the version its example runs (its lockfile's, scripts/framework-versions.ts),
 * server render mocked, one store, survives edits, no mock in the build.
 *
 * @example
 * tableCells(frameworkExamples[0], 'vue 3.5.45') // ['[Vue (Vite SPA)](./guide/vue)', 'vue 3.5.45', 'n/a (…)', …]
 */
export function tableCells(
  example: Pick<FrameworkExample, 'title' | 'guide' | 'ssr' | 'editedWhat'>,
  version: string,
): string[] {
  return [
    `[${example.title}](./guide/${example.guide})`,
    version,
    example.ssr ? 'yes' : 'n/a (the page renders)',
    'yes',
    `yes: ${example.editedWhat}`,
    'yes',
  ]
}

/**
 * The cells of every table row in a Markdown text (`| a | b |` lines), trimmed, so a row reads
 * the same however Prettier pads it.
 *
 * @example
 * markdownRows('| a | b |\n|---|---|') // [['a', 'b']]
 */
export function markdownRows(markdown: string): string[][] {
  return markdown
    .split('\n')
    .filter((line) => /^\|.*\|\s*$/.test(line) && !/^\|[\s:|-]+\|\s*$/.test(line))
    .map((line) =>
      line
        .trim()
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    )
}
