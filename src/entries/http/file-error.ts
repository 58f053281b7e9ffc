/** File errors that say which file: Node's `write` errors (a full disk's ENOSPC) do not. */

/** `error` with `file` named in its message (and its `code` kept), unless it names it already. */
export function namingFile(file: string, error: unknown, doing = ''): unknown {
  if (!(error instanceof Error) || error.message.includes(file)) return error
  const named = new Error(`${doing || 'cannot write'} ${file}: ${error.message}`, { cause: error })
  return Object.assign(named, { code: (error as NodeJS.ErrnoException).code })
}
