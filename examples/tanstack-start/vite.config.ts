import { defineConfig } from 'vite'

import { tanstackStart } from '@tanstack/react-start/plugin/vite'

import viteReact from '@vitejs/plugin-react'
import { petstoreMock } from 'petstore-mock/vite'

const config = defineConfig({
  resolve: { tsconfigPaths: true },
  // `vite dev` answers /api/v1 from one store in the dev server, for loaders and the page alike;
  // `vite build` has none.
  plugins: [petstoreMock({ seed: 7 }), tanstackStart(), viteReact()],
})

export default config
