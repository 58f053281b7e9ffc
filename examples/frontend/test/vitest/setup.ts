// Testing Library's DOM matchers (toHaveTextContent, toBeDisabled…) on Vitest's expect, and an
// empty page before each test (Testing Library cleans up by itself only when Vitest's globals are on).
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(cleanup)
