// Jest 30 in jsdom: jest-fixed-jsdom is jsdom with Node's fetch, Request and streams (what msw
// needs). babel-jest compiles the TypeScript and JSX to CommonJS, and the few packages that ship
// only as ES modules too (petstore-mock's README lists them).
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
  transformIgnorePatterns: [
    '/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|@faker-js/faker)/)',
  ],
}
