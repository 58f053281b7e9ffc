import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { petstoreMock } from 'petstore-mock/vite'

export default defineConfig({
  // `react-router dev` answers /api/v1 from one store in the dev server, for loaders and the page
  // alike; `react-router build` has none.
  plugins: [petstoreMock({ seed: 7 }), tailwindcss(), reactRouter()],
  resolve: {
    tsconfigPaths: true,
  },
})
