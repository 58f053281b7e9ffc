import type { Meta, StoryObj } from '@storybook/react-vite'
import { Problem } from './Problem'

const meta = { component: Problem } satisfies Meta<typeof Problem>
export default meta
export const Failed: StoryObj<typeof meta> = {
  args: { title: 'Could not load pets.', error: new Error('boom'), onRetry: () => {} },
}
