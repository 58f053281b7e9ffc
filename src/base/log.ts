/**
 * The mock's one voice on the console: every warning and error it prints starts with
 * `[petstore-mock]`, so a developer can tell the mock's lines from the app's. Every layer prints
 * through it, the db included.
 */

const PREFIX = '[petstore-mock]'

/**
 * Prints a warning or an error with the mock's prefix; details (an Error, a value) follow as
 * they are, so the console can expand them.
 */
export const devLog = {
  warn(message: string, ...details: unknown[]): void {
    console.warn(`${PREFIX} ${message}`, ...details)
  },
  error(message: string, ...details: unknown[]): void {
    console.error(`${PREFIX} ${message}`, ...details)
  },
}
