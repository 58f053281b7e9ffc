/**
 * The docs site (VitePress): `npm run docs:dev` serves it, `npm run docs:build` writes it to
 * docs/.vitepress/dist with the live demo under /demo/ (scripts/docs-assets.ts puts it there).
 */
import { existsSync } from 'node:fs'
import { defineConfig } from 'vitepress'

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
      { text: 'Reference', link: '/reference/api' },
      { text: 'API', link: '/api/' },
      { text: 'Live demo', link: '/demo/index.html', target: '_self' },
    ],
    sidebar: [
      {
        text: 'Guides',
        items: [
          { text: 'Getting started', link: '/guide/getting-started' },
          { text: 'An app in the browser', link: '/guide/browser' },
          { text: 'Test suites', link: '/guide/testing' },
          { text: 'Storybook', link: '/guide/storybook' },
          ...optional('nextjs', 'Next.js'),
          // The frameworks on petstore-mock/vite, the dev-server plugin.
          ...optional('sveltekit', 'SvelteKit'),
          ...optional('react-router', 'React Router'),
          ...optional('nuxt', 'Nuxt'),
          ...optional('vue', 'Vue'),
          { text: 'Over HTTP', link: '/guide/http' },
          { text: 'Record and replay', link: '/guide/record-replay' },
          { text: 'Contract mode', link: '/guide/contract' },
          { text: 'The harness', link: '/guide/harness' },
          ...optional('rewind-and-share', 'Rewind and share'),
          { text: 'Performance', link: '/guide/performance' },
        ],
      },
      {
        text: 'Reference',
        items: [
          { text: 'The API, state rules, errors', link: '/reference/api' },
          { text: 'TypeScript API', link: '/api/' },
          { text: 'Screenshots', link: '/reference/screenshots' },
          { text: 'Decisions', link: '/decisions/' },
        ],
      },
    ],
    outline: { level: [2, 3] },
  },
})
