// Testing Library's DOM matchers (toHaveTextContent, toBeDisabled…) on Vitest's expect, and an
// empty page before each test (Testing Library cleans up by itself only when Vitest's globals are on).
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { WAIT_MS } from '../wait'

// How long findBy… and waitFor wait for what the user waits for (the list, the alert).
configure({ asyncUtilTimeout: WAIT_MS })

afterEach(cleanup)
