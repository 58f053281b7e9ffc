import { describe, expect, it } from 'vitest'
import { JsonDepthError, jsonProblem, MAX_JSON_DEPTH, parseJson } from './json'

const nested = (levels: number, open = '[', close = ']') =>
  open.repeat(levels) + close.repeat(levels)

describe('parseJson', () => {
  it('parses JSON up to the depth limit as JSON.parse does', () => {
    const text = nested(MAX_JSON_DEPTH)
    expect(parseJson(text)).toEqual(JSON.parse(text))
    expect(parseJson('{"a":[1,{"b":"c"}],"d":null}')).toEqual({ a: [1, { b: 'c' }], d: null })
  })

  it('refuses one level more, naming the limit', () => {
    expect(() => parseJson(nested(MAX_JSON_DEPTH + 1))).toThrow(JsonDepthError)
    expect(() => parseJson(nested(10_000, '{"a":', '}'))).toThrow(
      `JSON nested deeper than ${MAX_JSON_DEPTH} levels`,
    )
  })

  it('refuses too deep as a SyntaxError, so "not valid JSON" handling applies', () => {
    expect(() => parseJson(nested(100))).toThrow(SyntaxError)
  })

  it('does not count brackets inside strings, escaped quotes included', () => {
    const brackets = '['.repeat(10_000)
    expect(parseJson(JSON.stringify({ text: brackets }))).toEqual({ text: brackets })
    const tricky = [`\\"${brackets}`, '\\', `"${'{'.repeat(100)}`, 'a\\\\', brackets]
    expect(parseJson(JSON.stringify(tricky))).toEqual(tricky)
  })

  it('takes a lower limit', () => {
    expect(() => parseJson('[[1]]', 1)).toThrow('deeper than 1 levels')
    expect(parseJson('[1]', 1)).toEqual([1])
  })

  it('throws SyntaxError for text that is not JSON, as JSON.parse does', () => {
    expect(() => parseJson('{')).toThrow(SyntaxError)
  })
})

describe('jsonProblem', () => {
  const refusal = (text: string) => {
    try {
      parseJson(text)
    } catch (error) {
      return jsonProblem(error)
    }
    throw new Error(`${text} parsed`)
  }

  it('says a file cut short ends early, not "Unexpected end of JSON input"', () => {
    expect(refusal('{"log": {"entries": [')).toBe('its JSON ends early (is the file cut short?)')
    expect(refusal('{"log": "half a str')).toBe('its JSON ends early (is the file cut short?)')
  })

  it("reads Chromium's position at the very end as a file cut short", () => {
    const text = '{"log": {"a": 1'
    const chromium = new SyntaxError(
      "Expected ',' or '}' after property value in JSON at position 15",
    )
    expect(jsonProblem(chromium, text)).toBe('its JSON ends early (is the file cut short?)')
  })

  it('says text that is not JSON is not, with where JSON.parse stopped', () => {
    expect(refusal('<html>')).toMatch(/^it is not valid JSON \(.+\)$/)
  })

  it('names the depth limit for a file nested too deep', () => {
    expect(refusal(nested(MAX_JSON_DEPTH + 1))).toBe(
      `it is JSON nested deeper than ${MAX_JSON_DEPTH} levels, the limit`,
    )
  })
})
