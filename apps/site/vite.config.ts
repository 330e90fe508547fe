import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const port = Number(process.env.SITE_PORT ?? 5173);

export default defineConfig({
  plugins: [react()],
  // One .env at the repository root serves both apps and the local stack.
  envDir: fileURLToPath(new URL('../..', import.meta.url)),
  server: { host: '127.0.0.1', port, strictPort: true },
  preview: { host: '127.0.0.1', port, strictPort: true },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    env: { TZ: 'UTC' },
  },
});
