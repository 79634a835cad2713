import { expect, test, vi } from "vitest";
import { z } from "zod";
import "./zod-csp.ts";

test("the browser's zod parses objects without trying `new Function`, which the CSP refuses", () => {
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
