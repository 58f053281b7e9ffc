/**
 * The hostile-state group: state texts every door that loads a state must refuse (a share link,
 * `restore()`, `createPetstore({ state })`, `serve --state`, `/__admin/import`), each one a hole a
 * reliability pass found open (issue 46). Each is a state the mock itself shared with exactly one
 * thing changed, so it is refused for that thing alone, and the refusal names where it is.
 */
import { encodeState, type PendingReply, type SharedState } from '../controller/state'

/** One hostile state text and where its refusal must point. */
export interface HostileState {
  name: string
  text: string
  /** The path the refusal names (`store.pets[3].name`, `pending[0]`, `now`…). */
  path: RegExp
}

// Past the end of the dates openapi.yaml can write (year 9999), and of JavaScript's Date.
const FAR_FUTURE = '+275760-09-12T00:00:00.000Z'

/** Names a person cannot read, each of which openapi.yaml's name pattern refuses. */
export const UNREADABLE_NAMES: ReadonlyArray<[string, string]> = [
  ['only combining marks', '\u0301\u0308\u0301'],
  ['a line separator (U+2028)', 'Rex\u2028Max'],
  ['a paragraph separator (U+2029)', 'Rex\u2029'],
  ['only braille blanks (U+2800)', '\u2800\u2800'],
]

/**
 * Every hostile state text, built from `good` (a state the target shared, holding at least one
 * pet, one category and one open order).
 *
 * @example
 * const states = await hostileStates(decodeState(await petstore.share()))
 * for (const { name, text } of states) expect(() => createPetstore({ state: text })).toThrow()
 */
export async function hostileStates(good: SharedState): Promise<HostileState[]> {
  const changed = (change: (state: SharedState) => void): Promise<string> => {
    const state = structuredClone(good)
    change(state)
    return encodeState(state)
  }
  const withPending = (reply: unknown) =>
    changed((state) => {
      state.pending = [reply as PendingReply]
    })
  const listPets = { operationId: 'listPets', status: 200, body: [] }
  const states: HostileState[] = [
    {
      name: 'stock plus open-order units past the 1,000,000 ceiling',
      text: await changed((state) => {
        const open = state.store.orders.find((order) => !order.complete)
        const item = state.store.inventory.find((entry) => entry.petId === open?.petId)
        if (item) item.quantity = 1_000_000
      }),
      path: /^store\.inventory\[\d+\]\.quantity$/,
    },
    {
      name: 'a one-off reply that plants Set-Cookie',
      text: await withPending({ ...listPets, headers: { 'Set-Cookie': 'session=planted' } }),
      path: /^pending\[0\]/,
    },
    {
      name: 'a one-off reply that plants Access-Control-Allow-Origin: https://evil.example',
      text: await withPending({
        ...listPets,
        headers: { 'Access-Control-Allow-Origin': 'https://evil.example' },
      }),
      path: /^pending\[0\]/,
    },
    {
      name: 'a one-off delay of 1e9 ms',
      text: await withPending({ operationId: 'listPets', delay: 1e9 }),
      path: /^pending\[0\]/,
    },
    {
      name: 'one-off headers that are the text "x"',
      text: await withPending({ ...listPets, headers: 'x' }),
      path: /^pending\[0\]/,
    },
    {
      name: `a clock at ${FAR_FUTURE}`,
      text: await changed((state) => {
        state.now = FAR_FUTURE
      }),
      path: /^now$/,
    },
    {
      name: `an order shipped at ${FAR_FUTURE}`,
      text: await changed((state) => {
        const order = state.store.orders[0]
        if (order) order.shipDate = FAR_FUTURE
      }),
      path: /^store\.orders\[\d+\]\.shipDate$/,
    },
    {
      name: 'a share link with a broken % escape',
      text: `https://app.test/#petstore-state=${(await changed(() => {})).slice(0, 40)}%E0%A4%A`,
      path: /^state$/,
    },
  ]
  for (const [what, name] of UNREADABLE_NAMES) {
    states.push({
      name: `a pet named with ${what}`,
      text: await changed((state) => {
        const pet = state.store.pets[0]
        if (pet) pet.name = name
      }),
      path: /^store\.pets\[\d+\]\.name$/,
    })
  }
  return states
}
