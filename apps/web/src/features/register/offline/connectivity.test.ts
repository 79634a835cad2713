import { describe, expect, it } from "vitest";
import { connectivity } from "./connectivity.ts";

describe("the register's connection state", () => {
  it("keeps the customers whose day the offline copy cannot tell, and tells the banner's readers once per change", () => {
    let changes = 0;
    const stop = connectivity.subscribe(() => changes++);
    connectivity.limitsKnown("c1", false);
    connectivity.limitsKnown("c2", false);
    connectivity.limitsKnown("c1", false);
    expect(connectivity.get().limitsUnknown).toEqual(["c1", "c2"]);
    connectivity.limitsKnown("c1", true);
    connectivity.limitsKnown("c3", true);
    expect(connectivity.get().limitsUnknown).toEqual(["c2"]);
    expect(changes).toBe(3);
    stop();
  });
});
