import type { Preview } from '@storybook/react-vite'
import { petstoreLoader } from 'petstore-mock/storybook'
import { withQueryClient } from './query-client'

export default {
  // The mock in the page's service worker, back to its seeded store before every story.
  loaders: [petstoreLoader()],
  decorators: [withQueryClient],
} satisfies Preview
