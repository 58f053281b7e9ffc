// docs/guide/harness.md names every control the panel has: the list is read from the panel's
// source (the switches' labels, the labelled selects and inputs, the buttons' text and the
// keyboard shortcut), so a control added without a word in the guide fails here.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { HARNESS_SHORTCUT } from './opener'

const here = new URL('./', import.meta.url)
const sources = readdirSync(here)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => readFileSync(new URL(file, here), 'utf8'))
const guide = readFileSync(new URL('../../../../docs/guide/harness.md', import.meta.url), 'utf8')

/** The names a person sees on the panel's controls. */
function panelControls(source: string): string[] {
  // The switches: `select('Faults (500 / 503)', …)` is "Faults" to a reader.
  const switches = [...source.matchAll(/\bselect\(\s*['`]([^'`(]+?)\s*[('`]/g)]
  // Selects and inputs a person uses (hidden file pickers sit behind their buttons).
  const labelled = [...source.matchAll(/h\(\s*'(?:select|input)',\s*\{([^}]*)\}/g)].flatMap((m) =>
    /hidden: true/.test(m[1]!) ? [] : [/'aria-label': '([^']+)'/.exec(m[1]!)?.[1] ?? ''],
  )
  // Buttons: the text an `h('button', …)` call ends with, or the helper's first argument.
  const buttons = source
    .split(/\bh\(/)
    .filter((chunk) => /^\s*'button'/.test(chunk))
    .map((chunk) => /\},\s*'([^']+)',?\s*\)/.exec(chunk)?.[1] ?? '')
  const helper = [...source.matchAll(/\bbutton\(\s*'([^']+)'/g)]
  return [...switches.map((m) => m[1]!), ...labelled, ...buttons, ...helper.map((m) => m[1]!)]
    .map((name) => name.trim())
    .filter((name) => /\p{L}/u.test(name))
}

describe('the harness guide', () => {
  const controls = [...new Set(sources.flatMap(panelControls)), HARNESS_SHORTCUT]

  it("reads the panel's controls from its source", () => {
    expect(controls).toEqual(
      expect.arrayContaining(['Scenario', 'Latency', 'Faults', 'Fail it', 'Load HAR', 'Redo']),
    )
  })

  it('names every control of the panel', () => {
    const text = guide.toLowerCase()
    expect(controls.filter((name) => !text.includes(name.toLowerCase()))).toEqual([])
  })
})
