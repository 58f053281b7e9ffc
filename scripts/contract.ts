/**
 * `npm run contract -- <base-url> --key <key> [options]`: the same as
 * `petstore-mock contract`, for a checkout of this repo. See `petstore-mock contract --help`.
 */
import { pathToFileURL } from 'node:url'
import { main } from '../src/entries/cli/main'

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(['contract', ...process.argv.slice(2)])
}
