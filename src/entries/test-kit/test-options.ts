/**
 * The options the test entries (Vitest, Jest, Playwright) add to the mock's own, checked once
 * for all three.
 */
import type { UnhandledRequestStrategy } from '../../handlers/msw'
import type { PetstoreTestOptions } from './kit'

/** What a test entry accepts: the test kit's options plus MSW's unhandled-request strategy. */
interface TestEntryOptions extends PetstoreTestOptions {
  onUnhandledRequest?: UnhandledRequestStrategy
}

const strategies = ['bypass', 'warn', 'error']

/**
 * Checks what the test entries add to the mock's options (the mock checks its own), so a
 * misuse fails at once with a TypeError naming the option, not later inside msw.
 */
export function checkTestOptions(
  where: string,
  options: unknown,
): asserts options is TestEntryOptions {
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new TypeError(
      `${where}: options must be an object such as { scenario: 'empty' }, not ${JSON.stringify(options)}`,
    )
  const { onUnhandledRequest, allow } = options as TestEntryOptions
  if (
    onUnhandledRequest !== undefined &&
    typeof onUnhandledRequest !== 'function' &&
    !strategies.includes(onUnhandledRequest)
  )
    throw new TypeError(
      `${where}: onUnhandledRequest must be 'bypass', 'warn', 'error' or a function, not ${JSON.stringify(onUnhandledRequest)}`,
    )
  if (allow !== undefined && !Array.isArray(allow))
    throw new TypeError(
      `${where}: allow must be an array of rejection kinds, such as ['unauthorized'], not ${JSON.stringify(allow)}`,
    )
}
