/**
 * The optional peers a verb loads: `contract` needs fast-check, which users who never run the
 * contract tool do not install (docs/decisions/014-fast-check-optional-peer.md).
 */
const OPTIONAL_PEERS = ['fast-check'] as const

/**
 * The optional peer whose absence made a load fail, or undefined for any other failure. Node says
 * so by code (`ERR_MODULE_NOT_FOUND` from an import, `MODULE_NOT_FOUND` from a require) and names
 * the package in the message.
 */
export function missingPeer(error: unknown): string | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') return undefined
  const text = String(message)
  return OPTIONAL_PEERS.find((peer) => text.includes(`'${peer}'`) || text.includes(`"${peer}"`))
}
