import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  // msw's worker script (`npx msw init public`), served beside the stories.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
}

export default config
