import { defineConfig } from "vitest/config";
import { messages } from "./messages-plugin.ts";

export default defineConfig({
  plugins: [messages()],
  test: {
    name: "web",
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
  },
});
