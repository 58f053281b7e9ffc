/**
 * A failed request: what failed, the API's message, and a way to try again.
 *
 * @example
 * <Problem title="Could not load pets." error={query.error} onRetry={() => query.refetch()} />
 */
export function Problem({
  title,
  error,
  onRetry,
}: {
  title: string
  error: Error
  onRetry: () => void
}) {
  return (
    <div role="alert">
      <p>
        {title} {error.message}
      </p>
      <button onClick={onRetry}>Try again</button>
    </div>
  )
}
