/**
 * Catalogues of bad values the fuzz and hostile phases share: Authorization headers that name
 * no key, path ids that are not ids, text that is not JSON, and content types that are not JSON.
 */
import type { AuthPlan } from './plan'

/** Authorization headers that name no valid key. */
export const badAuth: readonly AuthPlan[] = [
  'none',
  'empty',
  'basic',
  'bare-bearer',
  'unknown-key',
  'longer-key',
  'shorter-key',
  'two-tokens',
  'token-scheme',
  'non-ascii',
]

/** Path ids that are not plain decimal digits within 1 to 2^53-1 (already percent-encoded). */
export const badPathIds: readonly string[] = [
  '0',
  '00',
  '-1',
  '-0',
  '+1',
  '1.5',
  '1.0',
  '1e3',
  '0x10',
  '0b1',
  '%201',
  '1%20',
  '1%00',
  '..%2F',
  '1%2F2',
  'abc',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  'true',
  '%5B1%5D',
  '1,2',
  '%EF%BC%91',
  '%D9%A3',
  '9007199254740992',
  '9223372036854775808',
  '18446744073709551616',
  '1' + '0'.repeat(30),
]

/** Bodies sent as application/json that are not JSON at all. */
export const brokenJson: readonly string[] = [
  '{',
  '{"name": }',
  "{'name': 'Rex'}",
  '{"name": "Rex",}',
  '{"name": "Rex"} trailing',
  'NaN',
  'undefined',
  '[1,]',
  '"unterminated',
  '{"name": "\\x41"}',
  '{"name" "Rex"}',
  '01',
]

/** Content types other than JSON; null sends none. */
export const wrongContentTypes: ReadonlyArray<string | null> = [
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'text/html',
  'application/jsonx',
  'application/json5',
  null,
]
