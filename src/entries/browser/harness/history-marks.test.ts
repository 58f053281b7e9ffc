import { describe, expect, it } from 'vitest'
import type { JournalEntry } from '../../../runtime/journal'
import { createHistoryMarks } from './history-marks'

let seq = 0
const entry = (fields: Partial<JournalEntry>): JournalEntry =>
  ({
    seq: ++seq,
    method: 'POST',
    path: '/api/v1/pets',
    operationId: 'createPet',
    status: 201,
    answeredBy: 'mock',
    body: undefined,
    ...fields,
  }) as JournalEntry
const write = () => entry({})
const rewind = (to: number) =>
  entry({
    path: '/__admin/rewind',
    operationId: undefined,
    status: 200,
    answeredBy: 'hook',
    body: { seq: to },
  })
const redo = () =>
  entry({
    path: '/__admin/redo',
    operationId: undefined,
    status: 200,
    answeredBy: 'hook',
    body: {},
  })

describe('the history marks the panel reads from the journal', () => {
  it('mark the writes a rewind took off, and offer one redo per rewind', () => {
    const marks = createHistoryMarks()
    const [a, b, c] = [write(), write(), write()]
    for (const e of [a, b, c]) marks.add(e)
    expect(marks.redoable).toBe(0)
    marks.add(rewind(b.seq))
    expect([a, b, c].map((e) => !marks.holds(e.seq))).toEqual([false, true, true])
    expect(marks.redoable).toBe(1)
    marks.add(rewind(a.seq))
    expect(marks.holds(a.seq)).toBe(false)
    expect(marks.redoable).toBe(2)
    marks.add(redo())
    expect([a, b, c].map((e) => !marks.holds(e.seq))).toEqual([false, true, true])
    expect(marks.redoable).toBe(1)
    marks.add(redo())
    expect([a, b, c].map((e) => !marks.holds(e.seq))).toEqual([false, false, false])
    expect(marks.redoable).toBe(0)
  })

  it('drop the redo when a new write branches, and ignore reads and refused writes', () => {
    const marks = createHistoryMarks()
    const a = write()
    marks.add(a)
    marks.add(rewind(a.seq))
    marks.add(entry({ method: 'GET', status: 200 }))
    marks.add(entry({ status: 400 }))
    expect(marks.redoable).toBe(1)
    marks.add(write())
    expect(marks.redoable).toBe(0)
    expect(marks.holds(a.seq)).toBe(false)
  })

  it('start over when the store is replaced another way', () => {
    const marks = createHistoryMarks()
    const a = write()
    marks.add(a)
    expect(marks.holds(a.seq)).toBe(true)
    marks.add(rewind(a.seq))
    marks.clear()
    expect(marks.redoable).toBe(0)
    expect(marks.holds(a.seq)).toBe(false)
  })
})
