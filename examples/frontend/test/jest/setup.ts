// Testing Library's DOM matchers (toHaveTextContent, toBeDisabled…) on the expect of @jest/globals.
import '@testing-library/jest-dom/jest-globals'
