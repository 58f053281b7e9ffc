/**
 * The harness's clock switch: the mock's time before or after the sunset of the deprecated
 * GET /pets/{petId}, read from openapi.yaml's `x-sunset`. Both clocks tick in real time.
 */
import { getOperation } from '../../contract/operations'
import { sunsetOf } from '../../runtime/sunset'

/** Which side of the sunset the mock's clock is on. */
export type ClockChoice = 'before-sunset' | 'after-sunset'

const DAY_MS = 24 * 60 * 60 * 1000

/** The sunset instant of GET /pets/{petId}. */
export function petSunset(): Date {
  const sunset = sunsetOf(getOperation('getPetById'))
  if (!sunset) throw new Error('openapi.yaml: getPetById has no x-sunset')
  return sunset
}

/**
 * A ticking clock on the chosen side of the sunset: the real time while it is before the
 * sunset, else a day past (or a month before) it, moving on from there.
 */
export function sunsetClock(choice: ClockChoice, realNow: () => number = Date.now): () => Date {
  const sunset = petSunset().getTime()
  const start = realNow()
  const target = choice === 'after-sunset' ? sunset + DAY_MS : sunset - 30 * DAY_MS
  const onTheRightSide = choice === 'after-sunset' ? start > sunset : start < sunset - DAY_MS
  const offset = onTheRightSide ? 0 : target - start
  return () => new Date(realNow() + offset)
}
