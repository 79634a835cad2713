#!/usr/bin/env node
// npm run dev: the API with reload (tsx watch, port 3000) and the Vite dev server with hot reload (port 5173).
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "src/server.ts"], { cwd: "apps/api", stdio: "inherit", env: { ...process.env } }),
  spawn("npx", ["vite"], { cwd: "apps/web", stdio: "inherit", env: { ...process.env } }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
