/**
 * The one table of error codes the API answers with, and the error type that carries them.
 * Every layer (pipeline, db, handlers) throws `ApiError`; only the pipeline turns it into a response.
 */

import { MAX_STOCK } from './limits'

/** Every error code in the contract, with its HTTP status and a default message. */
export const errorCodes = {
  invalid_json: { status: 400, message: 'The body is not valid JSON.' },
  validation_failed: { status: 400, message: 'The request does not match the contract.' },
  unauthorized: { status: 401, message: 'Send an API key as "Authorization: Bearer <key>".' },
  forbidden: { status: 403, message: 'This API key is read-only and cannot change data.' },
  not_found: { status: 404, message: 'Nothing exists at this address.' },
  method_not_allowed: { status: 405, message: 'This method is not allowed here.' },
  category_exists: { status: 409, message: 'A category with this name already exists.' },
  category_in_use: { status: 409, message: 'Pets still belong to this category.' },
  pet_has_open_orders: { status: 409, message: 'The pet still has incomplete orders.' },
  pet_not_available: { status: 409, message: 'The pet is not available.' },
  insufficient_stock: { status: 409, message: 'Not enough stock for this order.' },
  order_completed: { status: 409, message: 'The order is already complete.' },
  stock_limit_exceeded: {
    status: 409,
    message: `Stock and open orders would exceed ${withThousands(MAX_STOCK)} units.`,
  },
  gone: { status: 410, message: 'This operation is past its sunset.' },
  precondition_failed: {
    status: 412,
    message: 'The record changed since the version in If-Match; read it again.',
  },
  payload_too_large: { status: 413, message: 'The body is over the size limit.' },
  unsupported_media_type: { status: 415, message: 'Send the body as application/json.' },
  unknown_category: { status: 422, message: 'The category does not exist.' },
  unknown_pet: { status: 422, message: 'The pet does not exist.' },
  rate_limited: { status: 429, message: 'Too many requests; retry in 1 second.' },
  internal_error: { status: 500, message: 'Something went wrong on our side.' },
  bad_gateway: { status: 502, message: 'The real backend could not be reached.' },
  service_unavailable: { status: 503, message: 'The service is unavailable; try again shortly.' },
  store_unavailable: {
    status: 503,
    message: 'The browser tab holding the mock store went away before answering; try again.',
  },
  gateway_timeout: { status: 504, message: 'The real backend did not answer in time.' },
} as const satisfies Record<string, { status: number; message: string }>

/** A machine-readable error code from the contract. */
export type ErrorCode = keyof typeof errorCodes

/** A field-level validation problem, as in `Error.details`. */
export interface ErrorDetail {
  path: string
  message: string
}

/** The Error object of the contract. */
export interface ErrorBody {
  code: ErrorCode
  message: string
  status: number
  details?: ErrorDetail[]
}

/** An error that becomes an Error response. Throw it anywhere below a handler. */
export class ApiError extends Error {
  readonly code: ErrorCode
  readonly status: number
  readonly details: ErrorDetail[] | undefined
  readonly headers: Record<string, string>

  constructor(
    code: ErrorCode,
    message: string = errorCodes[code].message,
    options: { details?: ErrorDetail[]; headers?: Record<string, string> } = {},
  ) {
    super(message)
    this.name = 'ApiError'
    this.code = code
    this.status = errorCodes[code].status
    this.details = options.details
    this.headers = options.headers ?? {}
  }

  /** The Error object sent to the client. */
  toBody(): ErrorBody {
    const body: ErrorBody = { code: this.code, message: this.message, status: this.status }
    if (this.details && this.details.length > 0) body.details = this.details
    return body
  }
}

// Where several codes share a status, the one an operation really answers with.
const operationCodes: Record<string, Partial<Record<number, ErrorCode>>> = {
  createCategory: { 409: 'category_exists' },
  updateCategory: { 409: 'category_exists' },
  deleteCategory: { 409: 'category_in_use' },
  deletePet: { 409: 'pet_has_open_orders' },
  createPet: { 422: 'unknown_category' },
  updatePet: { 422: 'unknown_category' },
  createOrder: { 409: 'insufficient_stock', 422: 'unknown_pet' },
  updateOrder: { 409: 'order_completed' },
  updateInventory: { 409: 'stock_limit_exceeded' },
  cancelOrder: { 409: 'order_completed' },
}

/** The code to answer with when the harness injects `status` into an operation. */
export function injectedCode(operationId: string, status: number): ErrorCode {
  const specific = operationCodes[operationId]?.[status]
  if (specific) return specific
  const entry = Object.entries(errorCodes).find(([, value]) => value.status === status)
  return (entry?.[0] as ErrorCode | undefined) ?? 'internal_error'
}

// 1000000 → '1,000,000'. Not toLocaleString: Intl's first use at load costs every start ~5 ms.
function withThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}
