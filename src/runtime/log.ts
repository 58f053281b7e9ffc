/**
 * The mock's one voice on the console: every warning and error it prints starts with
 * `[petstore-mock]`, so a developer can tell the mock's lines from the app's.
 */

const PREFIX = '[petstore-mock]'

/**
 * Prints a warning or an error with the mock's prefix; details (an Error, a value) follow as
 * they are, so the console can expand them.
 *
 * @example
 * devLog.warn('could not save the store:', error)
 * // [petstore-mock] could not save the store: DOMException …
 */
export const devLog = {
  warn(message: string, ...details: unknown[]): void {
    console.warn(`${PREFIX} ${message}`, ...details)
  },
  error(message: string, ...details: unknown[]): void {
    console.error(`${PREFIX} ${message}`, ...details)
  },
}
