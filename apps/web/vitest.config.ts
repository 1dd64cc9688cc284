import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // A page's first render compiles its lazy modules; on the shared, busy machine that can pass 5 s.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
