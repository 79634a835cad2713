// Bundles the API into one ESM file; packages stay external and load from node_modules at run time, except the
// workspace's own @verdant/* packages, which ship TypeScript that Node 20 cannot load, so they are bundled in.
import { build } from "esbuild";

await build({
  entryPoints: ["src/server.ts"],
  outfile: "dist/server.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  plugins: [
    {
      name: "external-packages-except-workspace",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@verdant/") ? undefined : { external: true },
        );
      },
    },
  ],
  sourcemap: true,
  logLevel: "warning",
});
