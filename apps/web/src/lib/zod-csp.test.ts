import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, vi } from "vitest";
import { z } from "zod";

test("after public/theme.js, zod builds and parses objects without trying `new Function`, which the CSP refuses", () => {
  // theme.js runs before any module in the browser (index.html); here, before the first schema is built.
  new Function(readFileSync(path.join(import.meta.dirname, "../../public/theme.js"), "utf8"))();
  const compiled = vi.fn();
  vi.stubGlobal(
    "Function",
    new Proxy(Function, {
      construct(target, args) {
        compiled(args);
        return Reflect.construct(target, args);
      },
    }),
  );
  const schema = z.object({ name: z.string(), cents: z.number().int() });
  for (let cents = 0; cents < 3; cents++)
    expect(schema.parse({ name: "Gummies", cents })).toEqual({ name: "Gummies", cents });
  expect(compiled).not.toHaveBeenCalled();
});
