/**
 * The demo app: `npm start` serves it from demo/ with the mock in a service worker, and
 * `npm run build` writes a static copy to dist/ that works from any static host and path
 * (relative base, hash routes, the worker next to index.html).
 */
import { defineConfig } from 'vite'

export default defineConfig({
  root: 'demo',
  base: './',
  publicDir: 'public',
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // The demo awaits the worker at the top level of its entry module.
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      onwarn(warning, warn) {
        // zod ships comments Rollup cannot place; harmless, and not ours to fix.
        if (warning.code === 'INVALID_ANNOTATION') return
        warn(warning)
      },
    },
  },
})
