#!/usr/bin/env node
// The `petstore-mock` command. The mock is written in TypeScript and shipped as source, so tsx's
// loader is registered first; the CLI itself lives in src/cli/main.ts.
import process from 'node:process'
import { register } from 'tsx/esm/api'

register()
const { main } = await import('../src/cli/main.ts')
process.exitCode = await main(process.argv.slice(2))
