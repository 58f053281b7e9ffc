import type { StorybookConfig } from '@storybook/react-vite'

export default {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  // msw-storybook-addon's `context.msw` in stories is the mock's worker (petstoreLoader sets it).
  addons: ['msw-storybook-addon'],
  // msw's worker script (`npx msw init public`), served beside the stories.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
} satisfies StorybookConfig
