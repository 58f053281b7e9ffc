/**
 * One save at a time: whoever asks while a save runs shares the next one, and each asker is
 * released once IndexedDB has taken its writes, before the commit is known; the next save waits
 * for that commit, so a failed one is known before anything is appended after it.
 */

/** What one save gives back: a commit that may still be under way. */
export interface SaveRun {
  committed?: Promise<unknown> | undefined
}

/** Saves run one after another by a {@link createSaveQueue}. */
export interface SaveQueue {
  /** Asks for a save; resolves once the writes made so far are taken (not yet committed). */
  commit(): Promise<void>
  /** Resolves once every save asked so far is taken and its commit known. */
  settled(): Promise<void>
}

/** Runs `save` one at a time for everyone who asks. */
export function createSaveQueue(
  save: () => Promise<SaveRun | undefined>,
  report: { saved: () => void; failed: (error: unknown) => void },
): SaveQueue {
  let waiting: Array<() => void> = []
  let saving: Promise<void> | undefined

  const pump = async () => {
    while (waiting.length > 0) {
      const batch = waiting
      waiting = []
      const release = () => {
        for (const done of batch) done()
      }
      try {
        const run = await save()
        release()
        await run?.committed
        report.saved()
      } catch (error) {
        report.failed(error)
        release()
      }
    }
    // At once, not in a later callback: a commit() asked in between would find no pump running.
    saving = undefined
  }

  const commit = () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve)
      saving ??= pump()
    })

  return {
    commit,
    async settled() {
      await commit()
      // The pump that took those writes runs until their commit is known.
      await saving
    },
  }
}
