// A name one or two edits from a known one is a typo worth naming back to the person.
/** " Did you mean X?" when a known name is one or two edits away, else nothing. */
export function suggest(given: string, known: readonly string[]): string {
  let best: string | undefined
  let bestDistance = 3
  for (const name of known) {
    const distance = editDistance(given, name)
    if (distance < bestDistance) [best, bestDistance] = [name, distance]
  }
  return best ? ` Did you mean ${best}?` : ''
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1)
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        substitution,
      )
    }
    previous = current
  }
  return previous[b.length] as number
}
