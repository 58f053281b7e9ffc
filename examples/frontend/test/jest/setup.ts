// Testing Library's DOM matchers (toHaveTextContent, toBeDisabled…) on the expect of @jest/globals.
import '@testing-library/jest-dom/jest-globals'
import { configure } from '@testing-library/react'
import { WAIT_MS } from '../wait'

// How long findBy… and waitFor wait for what the user waits for (the list, the alert).
configure({ asyncUtilTimeout: WAIT_MS })
