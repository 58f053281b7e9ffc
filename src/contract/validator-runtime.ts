/**
 * What the validators generated from openapi.yaml (src/contract/generated/validators.ts) call at
 * run time, and their shape. They are ajv's standalone code, written by `npm run generate`; this
 * module gives them the formats openapi.yaml uses and string length in code points, so neither
 * ajv nor ajv-formats loads when the mock starts. A format openapi.yaml starts using must be
 * added here first: the generator refuses one it does not find.
 */

/** One problem a generated validator found, as ajv reports it (`verbose`: with the schemas). */
export interface ValidationError {
  keyword: string
  /** JSON Pointer to the failing value, e.g. `/name`. */
  instancePath: string
  schemaPath: string
  params: Record<string, unknown>
  message?: string
  /** The failing keyword's value. */
  schema?: unknown
  /** The schema object holding the keyword: the messages read bounds and types from it. */
  parentSchema?: Record<string, unknown>
  /** The value that failed. */
  data?: unknown
}

/**
 * A generated validator: true when the value conforms (with the schema's defaults filled in);
 * otherwise false, with the problems on `errors`.
 */
export interface Validator {
  (data: unknown): boolean
  errors?: ValidationError[] | null
}

/** How a format is checked: the values of one JSON type that must pass `validate`. */
export interface FormatCheck {
  type: 'string' | 'number'
  validate: (value: never) => boolean
}

const daysIn = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
}

/** Whether text is an RFC 3339 full-date, a real day of the calendar. */
export function isDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (month < 1 || month > 12 || day < 1) return false
  return day <= (month === 2 && isLeapYear(year) ? 29 : (daysIn[month - 1] ?? 0))
}

const timePattern = /^(\d{2}):(\d{2}):(\d{2}(?:\.\d+)?)(?:z|([+-])(\d{2})(?::?(\d{2}))?)$/i

/**
 * Whether text is an RFC 3339 time with its offset. Second 60 is a leap second, so it is
 * allowed only in the last minute of a UTC day.
 */
export function isTime(text: string): boolean {
  const match = timePattern.exec(text)
  if (!match) return false
  const [hour, minute, second] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const sign = match[4] === '-' ? -1 : 1
  const offsetHours = Number(match[5] ?? 0)
  const offsetMinutes = Number(match[6] ?? 0)
  if (offsetHours > 23 || offsetMinutes > 59) return false
  if (hour <= 23 && minute <= 59 && second < 60) return true
  // Shifting to UTC may borrow an hour: 23:59 UTC is -1 or 23 for the hour, -1 or 59 for minutes.
  const utcMinute = minute - offsetMinutes * sign
  const utcHour = hour - offsetHours * sign - (utcMinute < 0 ? 1 : 0)
  return (utcHour === 23 || utcHour === -1) && (utcMinute === 59 || utcMinute === -1) && second < 61
}

/**
 * Whether text is an RFC 3339 date-time: a date, `T` (or a space; any case), a time with offset.
 */
export function isDateTime(text: string): boolean {
  // Neither part may hold a `T` or a space, so the first one found is the only separator.
  const match = /^([^t\s]*)[t\s](.*)$/is.exec(text)
  return match !== null && isDate(match[1]!) && isTime(match[2]!)
}

/**
 * The formats openapi.yaml uses, as the generated validators call them (`formats["date-time"]`).
 * int32 and int64 ask only for a whole number: JSON numbers never exceed what an int64 holds.
 */
export const formats = {
  date: { type: 'string', validate: isDate },
  'date-time': { type: 'string', validate: isDateTime },
  int32: { type: 'number', validate: Number.isInteger },
  int64: { type: 'number', validate: Number.isInteger },
} satisfies Record<string, FormatCheck>

/**
 * The length of text in Unicode code points, as JSON Schema counts `minLength` and `maxLength`
 * (a pair of UTF-16 surrogates is one character).
 */
export function codePointLength(text: string): number {
  let length = 0
  for (let i = 0; i < text.length; i++) {
    length++
    const unit = text.charCodeAt(i)
    // A high surrogate followed by a low one is one code point.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) i++
    }
  }
  return length
}
