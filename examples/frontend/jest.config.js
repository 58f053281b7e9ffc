// Jest 30 in jsdom: jest-fixed-jsdom is jsdom with Node's fetch, Request and streams (what msw
// needs). babel-jest compiles the TypeScript and JSX to CommonJS; msw 3 and the other packages
// that ship as ES modules only are left as they are: Jest require()s them itself on Node 24.9+,
// with `NODE_OPTIONS=--experimental-vm-modules` (the test:jest script; docs/guide/testing.md#jest).
const babel = [
  'babel-jest',
  {
    presets: [['@babel/preset-react', { runtime: 'automatic' }], '@babel/preset-typescript'],
    plugins: ['@babel/plugin-transform-modules-commonjs'],
  },
]

export default {
  testEnvironment: 'jest-fixed-jsdom',
  // Generous: `npm test` runs this next to other suites on busy machines.
  testTimeout: 30_000,
  testMatch: ['<rootDir>/test/jest/**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/test/jest/setup.ts'],
  transform: { '\\.[cm]?[jt]sx?$': babel },
}
