import "@verdant/shared/zod-setup"; // the zod messages that name the field, as in the app
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll, vi } from "vitest";
import { loadEveryLazyModule } from "../lib/lazy-module.ts";

// Radix's overlays and the toaster load when the browser is idle (decision 0036): a screen under test has them.
beforeAll(() => loadEveryLazyModule());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
