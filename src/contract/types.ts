/**
 * The TypeScript shape of each operation, derived once from the types generated from
 * openapi.yaml: what a request carries (path, query, body) and what each status answers with.
 */
import type { operations } from './generated/openapi'
import type { OperationId } from './operations'

/** One operation of the generated types. */
export type Operation<Op extends OperationId> = operations[Op]

/** The `application/json` content of a request body or response; undefined when there is none. */
export type JsonOf<Part> = Part extends { content: { 'application/json': infer Body } }
  ? Body
  : undefined

/** The JSON body of an operation, or undefined when it takes none. */
export type BodyOf<Op extends OperationId> =
  Operation<Op> extends { requestBody: infer Body } ? JsonOf<Body> : undefined

/** The path parameters of an operation (ids, always numbers); `never` when it has none. */
export type PathOf<Op extends OperationId> = NonNullable<Operation<Op>['parameters']['path']>

/** The path parameters of an operation as the server parses them. */
export type ParamsOf<Op extends OperationId> = Record<keyof PathOf<Op>, number>

/**
 * The query of an operation as a client sends it: every parameter as openapi.yaml types it;
 * `never` when the operation has none.
 */
export type QueryInputOf<Op extends OperationId> = NonNullable<Operation<Op>['parameters']['query']>

/**
 * The query of an operation as the server sees it: paging parameters always arrive, since
 * openapi.yaml gives them defaults.
 */
export type QueryOf<Op extends OperationId> = WithPaging<QueryInputOf<Op>>

type WithPaging<Q> = Q extends { limit?: number; offset?: number }
  ? Q & { limit: number; offset: number }
  : Q

/** A response status openapi.yaml documents for an operation. */
export type StatusOf<Op extends OperationId> = Extract<keyof Operation<Op>['responses'], number>

/** The JSON body an operation answers with at one status (undefined for a bodyless status). */
export type ResponseBodyOf<Op extends OperationId, Status extends StatusOf<Op>> = JsonOf<
  Operation<Op>['responses'][Status]
>

/**
 * Every documented answer of an operation as a union on `status`, so checking the status
 * narrows the body.
 */
export type ResponseOf<Op extends OperationId> = {
  [Status in StatusOf<Op>]: { status: Status; body: ResponseBodyOf<Op, Status> }
}[StatusOf<Op>]

/** The body of an operation's success (2xx) answer; undefined for 204. */
export type SuccessBodyOf<Op extends OperationId> = ResponseBodyOf<
  Op,
  Extract<StatusOf<Op>, 200 | 201 | 202 | 204>
>
