/**
 * The catalogue of hostile requests around the body: odd path ids, repeated query parameters,
 * bad Authorization headers, methods a path lacks and paths outside the contract.
 */
import { allowedMethods, type OperationId } from '../contract/operations'
import { badAuth } from './bad-values'
import {
  idOps,
  invalid,
  listCase,
  pathCase,
  planFor,
  unknownPath,
  type HostileCase,
  type HostileGroup,
} from './hostile-cases'
import { rejectWith, type AuthPlan } from './plan'
import { operationSpecs, type OperationSpec } from './spec'

/** Path ids that are not plain decimal digits. */
export function oddPathIds(): HostileGroup {
  const raws = [
    '1e3',
    '0x10',
    '-0',
    '1.5',
    '%201',
    '1%20',
    '..%2F',
    '1%00',
    '+1',
    '0',
    '-1',
    '%EF%BC%91',
    '1,2',
    '%',
    '%E0%A4%A',
    '%zz',
  ]
  const cases: HostileCase[] = []
  for (const op of idOps()) for (const raw of raws) cases.push(pathCase(op, raw, invalid))
  return {
    name: 'rejects path ids that are not plain decimal digits (1e3, 0x10, -0, 1.5, " 1", ..%2F, 1%00)',
    cases,
  }
}

/** Single-valued query parameters sent twice, and repeated lists over their length. */
export function repeatedQuery(): HostileGroup {
  const twice: Array<[OperationId, string, string, string]> = [
    ['listPets', 'limit', '1', '2'],
    ['listPets', 'offset', '0', '0'],
    ['listPets', 'sort', 'id', 'name'],
    ['listPets', 'name', 'a', 'b'],
    ['listPets', 'categoryId', '1', '2'],
    ['listCategories', 'sort', 'id', 'id'],
    ['listOrders', 'petId', '1', '1'],
    ['listOrders', 'complete', 'true', 'false'],
    ['listInventory', 'limit', '5', '5'],
  ]
  const statuses = (...values: string[]) => values.map((v): [string, string] => ['status', v])
  return {
    name: 'rejects repeated single-valued query parameters and over-long repeated lists',
    cases: [
      ...twice.map(([op, name, a, b]) =>
        listCase(
          op,
          [
            [name, a],
            [name, b],
          ],
          invalid,
        ),
      ),
      listCase('listPets', statuses('available', 'pending', 'sold', 'sold'), invalid),
      listCase('listPets', statuses('available', 'pending', 'sold'), { accept: true }),
      listCase('listInventory', statuses('sold', 'sold'), { accept: true }),
    ],
  }
}

/**
 * Every operation with an Authorization header that names no valid key (and, with a read-only key, every write with it).
 */
export function badAuthorization(readOnlyKey: boolean): HostileGroup {
  const unauthorized = rejectWith(401, 'unauthorized')
  const extra: AuthPlan[] = [{ header: 'bearer' }, { header: 'Digest username="x"' }]
  const cases: HostileCase[] = []
  for (const op of operationSpecs) {
    for (const auth of [...badAuth, ...extra]) {
      const shown = typeof auth === 'string' ? auth : JSON.stringify(auth.header)
      cases.push({
        name: `${op.operationId} with Authorization ${shown}`,
        plan: planFor(op, { auth, expect: unauthorized }),
      })
    }
    if (readOnlyKey && op.writes) {
      cases.push({
        name: `${op.operationId} with the read-only key`,
        plan: planFor(op, { auth: 'readOnlyKey', expect: rejectWith(403, 'forbidden') }),
      })
    }
  }
  return {
    name: 'answers 401 to an Authorization header that is missing, empty, of another scheme or of the wrong length',
    cases,
  }
}

/** Every method a path does not have. */
export function methodNotAllowed(): HostileGroup {
  const cases: HostileCase[] = []
  const templates = [...new Set(operationSpecs.map((op) => op.path))]
  for (const template of templates) {
    const allowed = allowedMethods(template)
    const op = operationSpecs.find((o) => o.path === template) as OperationSpec
    for (const method of ['GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'OPTIONS'].filter(
      (m) => !allowed.includes(m),
    )) {
      const base = planFor(op, { expect: rejectWith(405, 'method_not_allowed') }, false)
      cases.push({
        name: `${method} ${template}`,
        plan: { ...base, operationId: undefined, method },
      })
    }
  }
  return { name: 'answers 405 with Allow to methods a path does not have', cases }
}

/** Paths outside the contract. */
export function unknownPaths(): HostileGroup {
  return {
    name: 'answers 404 not_found to paths outside the contract',
    cases: [
      '',
      '/',
      '/unicorns',
      '/pets/1/owner',
      '/store',
      '/store/orders/1/items',
      '/api/v1/pets',
    ].map((t) => unknownPath(t)),
  }
}
