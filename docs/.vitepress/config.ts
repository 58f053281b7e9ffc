/**
 * The docs site (VitePress): `npm run docs:dev` serves it, `npm run docs:build` writes it to
 * docs/.vitepress/dist with the live demo under /demo/ (scripts/docs-assets.ts puts it there).
 */
import { existsSync } from 'node:fs'
import { defineConfig } from 'vitepress'
import packageJson from '../../package.json' with { type: 'json' }
import { packageEntries, specifier, type PackageSubpath } from '../../scripts/entries'

// Where the code lives: package.json's `repository`, the one place it is written.
const repository = packageJson.repository.url.replace(/^git\+/, '').replace(/\.git$/, '')

/** The TypeScript API's pages, one per entry (scripts/docs-api.ts writes them). */
const apiModules = (Object.keys(packageEntries) as PackageSubpath[]).map((subpath) => ({
  text: specifier(subpath),
  link: subpath === '.' ? '/api/petstore-mock' : `/api/petstore-mock/${subpath.slice(2)}`,
}))

/** Guide pages other work adds; each shows in the sidebar once it exists. */
const optional = (file: string, text: string) =>
  existsSync(new URL(`../guide/${file}.md`, import.meta.url))
    ? [{ text, link: `/guide/${file}` }]
    : []

export default defineConfig({
  title: 'petstore-mock',
  description:
    'A stateful, contract-checked mock of the Petstore API for MSW: in the browser, in tests, in Storybook and over HTTP.',
  cleanUrls: false,
  lastUpdated: false,
  // The demo under /demo/ is a separate app copied in as a static folder, not a page.
  ignoreDeadLinks: [/^https?:\/\/(localhost|127\.0\.0\.1)[:/]/, /^\/demo\//],
  srcExclude: ['**/README.md'],
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/getting-started' },
      { text: 'HTTP API', link: '/reference/api' },
      { text: 'TypeScript API', link: '/api/' },
      { text: 'Live demo', link: '/demo/index.html', target: '_self' },
    ],
    sidebar: [
      {
        text: 'Guides',
        items: [
          { text: 'Getting started', link: '/guide/getting-started' },
          { text: 'Your first app', link: '/guide/first-app' },
          { text: 'An app in the browser', link: '/guide/browser' },
          { text: 'Test suites', link: '/guide/testing' },
          { text: 'Storybook', link: '/guide/storybook' },
          ...optional('nextjs', 'Next.js'),
          // The frameworks on petstore-mock/vite, the dev-server plugin.
          ...optional('sveltekit', 'SvelteKit'),
          ...optional('react-router', 'React Router'),
          ...optional('nuxt', 'Nuxt'),
          ...optional('vue', 'Vue'),
          ...optional('astro', 'Astro'),
          ...optional('tanstack-start', 'TanStack Start'),
          // Angular: middleware in server.ts (its dev server takes no Vite plugins).
          ...optional('angular', 'Angular'),
          { text: 'Over HTTP', link: '/guide/http' },
          { text: 'Record and replay', link: '/guide/record-replay' },
          { text: 'Contract mode', link: '/guide/contract' },
          { text: 'The harness', link: '/guide/harness' },
          ...optional('rewind-and-share', 'Rewind and share'),
          { text: 'Performance', link: '/guide/performance' },
          { text: 'Troubleshooting', link: '/guide/troubleshooting' },
        ],
      },
      {
        text: 'Reference',
        items: [
          { text: 'HTTP API: operations, state rules, errors', link: '/reference/api' },
          { text: 'Screenshots', link: '/reference/screenshots' },
          { text: 'Decisions', link: '/decisions/' },
          { text: 'Changelog', link: '/changelog' },
        ],
      },
      { text: 'TypeScript API', link: '/api/', collapsed: true, items: apiModules },
    ],
    outline: { level: [2, 3] },
    search: { provider: 'local' },
    socialLinks: [{ icon: 'github', link: repository }],
    editLink: {
      pattern: `${repository}/edit/main/docs/:path`,
      text: 'Edit this page',
    },
  },
})
