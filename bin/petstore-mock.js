#!/usr/bin/env node
// The `petstore-mock` command: runs the compiled CLI from dist/ (written by `npm run build`, and
// by `prepack` before every `npm pack` / `npm publish`). The source is src/entries/cli/main.ts.
import process from 'node:process'

const cliUrl = new URL('../dist/entries/cli/main.js', import.meta.url)
let cli
try {
  cli = await import(cliUrl.href)
} catch (error) {
  // Only this repo can lack dist/ (the package always ships it); say how to fix it, no stack.
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes(cliUrl.pathname))
    throw error
  console.error('petstore-mock: the CLI is not built yet; run `npm run build` first.')
  process.exit(1)
}
process.exitCode = await cli.main(process.argv.slice(2))
