import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'demo/dist',
      'src/contract/generated',
      'examples/frontend/src/client',
      'examples/frontend/storybook-static',
      'examples/next/.next',
      'examples/next/next-env.d.ts',
      // The Vite framework examples: their own lint-free scaffolds, checked by their own tsc.
      'examples/sveltekit',
      'examples/vue',
      'examples/react-router',
      'examples/nuxt',
      'examples/angular',
      // Its own oxlint (create-vite's), run by its own `npm test`.
      'examples/msw-team',
      'examples/astro',
      'examples/tanstack-start',
      'src/factories/generated',
      '**/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      'docs/.vitepress/dist',
      'docs/.vitepress/cache',
      'docs/public',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'src/entries/cli/**', 'e2e/**', 'consumer/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // The consumer projects' plain JavaScript: Node scripts, Jest tests and a Vite page.
    files: ['consumer/{fixtures,stacks}/**/*.{js,mjs,cjs}', 'bin/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Requiring the package is what these files test.
    files: ['consumer/{fixtures,stacks}/**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)
