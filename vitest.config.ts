import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/support/global-setup.ts"],
    // A stray `.only` must not silently skip the rest of the suite in CI.
    allowOnly: !process.env.CI,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
