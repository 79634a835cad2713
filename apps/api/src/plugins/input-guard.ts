// One check before every route's validation (decision 0017): no text anywhere in a request (path, query, body,
// keys included) may hold a NUL character, which PostgreSQL text cannot store, and no body may nest deeper than
// any schema does. Both answer 400 validation_failed naming the field, so no route meets them in its SQL.
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError, type Said, say } from "../lib/app-error.ts";

/** Deeper than any request schema nests (a discount's rules are the deepest, at four). */
export const MAX_INPUT_DEPTH = 16;

/** The first problem in a parsed value, found without recursion (a hostile body may nest thousands deep). */
function inputProblem(root: unknown, label: string): Said | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: "", depth: 0 }];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    const field = path || label;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return say("input.nul", { field });
      continue;
    }
    if (value === null || typeof value !== "object" || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_INPUT_DEPTH) return say("input.nested", { label });
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes("\u0000")) return say("input.nulName", { label });
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return undefined;
}

function check(request: FastifyRequest): void {
  const problem =
    inputProblem(request.params, "path") ?? inputProblem(request.query, "query") ?? inputProblem(request.body, "body");
  if (problem) throw new AppError("validation_failed", [problem]);
}

export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("preValidation", async (request) => check(request));
});
