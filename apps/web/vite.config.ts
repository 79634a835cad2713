import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { messages } from "./messages-plugin.ts";
import { precompress } from "./precompress.ts";
import { serviceWorker } from "./sw/vite-plugin.ts";

// The router plugin must run before the React plugin: it generates src/routeTree.gen.ts and splits route code.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // A route's loader travels with its screen (one lazy chunk per route), so the entry chunk holds only the
      // route tree, guards and search schemas: the loaders' imports (feature API modules, forms) stay lazy.
      codeSplittingOptions: {
        defaultBehavior: [
          ["loader", "component"],
          ["pendingComponent", "errorComponent", "notFoundComponent"],
        ],
      },
      routesDirectory: "./src/routes",
      generatedRouteTree: "./src/routeTree.gen.ts",
    }),
    react(),
    messages(),
    tailwindcss(),
    serviceWorker(),
    precompress(),
  ],
  // The browser runs Preact behind React's API (decision 0048): the same components, hooks and libraries, in about
  // 11 kB instead of React DOM's 65 kB. TypeScript still checks against React's types.
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
      { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
      { find: /^react-dom$/, replacement: "preact/compat" },
      { find: /^react$/, replacement: "preact/compat" },
    ],
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: true } },
  },
  build: {
    outDir: "dist",
    // No preload lists (decision 0045): a lazy chunk's own imports load when it runs. The lists were ~10 kB of every
    // first load, and adding their <link> tags at each dynamic import was main-thread work Lighthouse counted as
    // blocking; the service worker serves the chunks from its cache after the first visit.
    modulePreload: false,
    emptyOutDir: true,
    rolldownOptions: {
      // The libraries every page runs (Preact, the router, the query cache, the icons' runtime) in one chunk: left to
      // itself the bundler splits each into a small shared chunk, and each costs the first load its own overhead
      // (decision 0043).
      output: {
        advancedChunks: {
          groups: [
            {
              name: "vendor",
              test: /node_modules[\\/](preact|@tanstack[\\/](react-router|router-core|react-query|query-core|history|react-store|store)|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared)|clsx)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
