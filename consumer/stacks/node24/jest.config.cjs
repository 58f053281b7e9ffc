// Jest 30 on msw 3 in both environments MSW documents: node, and jsdom through jest-fixed-jsdom.
// msw 3 ships as ES modules only; Jest 30 on Node 24.9+ require()s them natively when Node runs
// with --experimental-vm-modules (`NODE_OPTIONS=--experimental-vm-modules jest`), so nothing in
// node_modules is transformed: a transform to CommonJS breaks msw 3's own imports.
const shared = { testMatch: ['<rootDir>/jest/**/*.test.cjs'] }

module.exports = {
  // One API coverage report for the whole run, as the README's Jest section sets it up.
  globalSetup: '<rootDir>/petstore-coverage.setup.cjs',
  globalTeardown: '<rootDir>/petstore-coverage.teardown.cjs',
  projects: [
    { ...shared, displayName: 'node', testEnvironment: 'node', globals: { EXPECTED_ENV: 'node' } },
    {
      ...shared,
      displayName: 'jsdom',
      testEnvironment: 'jest-fixed-jsdom',
      globals: { EXPECTED_ENV: 'jsdom' },
    },
  ],
}
