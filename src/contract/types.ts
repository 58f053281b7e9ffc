/**
 * The TypeScript shape of each operation, derived once from the types generated from
 * openapi.yaml: what a request carries (path, query, body) and what each status answers with.
 * The pipeline, the test client, the conformance suite and the matchers all read these.
 */
import type { operations } from './generated/openapi'
import type { OperationId } from './operations'

/** One operation of the generated types. */
export type Operation<Op extends OperationId> = operations[Op]

/**
 * The `application/json` content of a request body or response; undefined when there is none.
 *
 * @example
 * type Created = JsonOf<Operation<'createPet'>['responses'][201]> // Pet
 */
export type JsonOf<Part> = Part extends { content: { 'application/json': infer Body } }
  ? Body
  : undefined

/**
 * The JSON body of an operation, or undefined when it takes none.
 *
 * @example
 * const body: BodyOf<'createPet'> = { name: 'Rex', categoryId: 1 }
 */
export type BodyOf<Op extends OperationId> =
  Operation<Op> extends { requestBody: infer Body } ? JsonOf<Body> : undefined

/**
 * The path parameters of an operation (ids, always numbers); `never` when it has none.
 *
 * @example
 * const params: PathOf<'getPetById'> = { petId: 3 }
 */
export type PathOf<Op extends OperationId> = NonNullable<Operation<Op>['parameters']['path']>

/**
 * The path parameters of an operation as the server parses them.
 *
 * @example
 * const params: ParamsOf<'updateOrder'> = { orderId: 7 }
 */
export type ParamsOf<Op extends OperationId> = Record<keyof PathOf<Op>, number>

/**
 * The query of an operation as a client sends it: every parameter as openapi.yaml types it;
 * `never` when the operation has none.
 *
 * @example
 * const query: QueryInputOf<'listPets'> = { status: ['available'], limit: 5 }
 */
export type QueryInputOf<Op extends OperationId> = NonNullable<Operation<Op>['parameters']['query']>

/**
 * The query of an operation as the server sees it: paging parameters always arrive, since
 * openapi.yaml gives them defaults.
 *
 * @example
 * function list(query: QueryOf<'listPets'>) { return query.limit } // number, never undefined
 */
export type QueryOf<Op extends OperationId> = WithPaging<QueryInputOf<Op>>

type WithPaging<Q> = Q extends { limit?: number; offset?: number }
  ? Q & { limit: number; offset: number }
  : Q

/**
 * A response status openapi.yaml documents for an operation.
 *
 * @example
 * const status: StatusOf<'createOrder'> = 409 // 418 fails the type check
 */
export type StatusOf<Op extends OperationId> = Extract<keyof Operation<Op>['responses'], number>

/**
 * The JSON body an operation answers with at one status (undefined for a bodyless status).
 *
 * @example
 * type Conflict = ResponseBodyOf<'createOrder', 409> // Error
 */
export type ResponseBodyOf<Op extends OperationId, Status extends StatusOf<Op>> = JsonOf<
  Operation<Op>['responses'][Status]
>

/**
 * Every documented answer of an operation as a union on `status`, so checking the status
 * narrows the body.
 *
 * @example
 * const answer: ResponseOf<'createPet'> = await api.op('createPet', { body })
 * if (answer.status === 201) answer.body.id // a Pet
 */
export type ResponseOf<Op extends OperationId> = {
  [Status in StatusOf<Op>]: { status: Status; body: ResponseBodyOf<Op, Status> }
}[StatusOf<Op>]

/**
 * The body of an operation's success (2xx) answer; undefined for 204.
 *
 * @example
 * type Created = SuccessBodyOf<'createPet'> // Pet
 */
export type SuccessBodyOf<Op extends OperationId> = ResponseBodyOf<
  Op,
  Extract<StatusOf<Op>, 200 | 201 | 202 | 204>
>
