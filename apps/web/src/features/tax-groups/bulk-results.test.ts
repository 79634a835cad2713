import { describe, expect, it } from "vitest";
import { bulkDeleteNotices, bulkDuplicateNotices } from "./bulk-results.ts";

const result = (ok: number, failures: { id: string; message: string }[]) => ({
  successCount: ok,
  failureCount: failures.length,
  failures,
  successful: ok,
  failed: failures.length,
});

describe("partial bulk results (spec §8)", () => {
  it("a partial delete shows a success count and a failure count", () => {
    expect(bulkDeleteNotices(result(2, [{ id: "a", message: "Tax group not found" }]))).toEqual([
      { tone: "success", message: "2 tax groups deleted" },
      { tone: "error", message: "Failed to delete 1 tax group: Tax group not found" },
    ]);
  });

  it("a partial duplicate shows one 'Failed to duplicate tax group: {error}' per error", () => {
    expect(
      bulkDuplicateNotices(
        result(1, [
          { id: "a", message: "Tax group not found" },
          { id: "b", message: "name is too long" },
        ]),
      ),
    ).toEqual([
      { tone: "success", message: "1 tax group duplicated" },
      { tone: "error", message: "Failed to duplicate tax group: Tax group not found" },
      { tone: "error", message: "Failed to duplicate tax group: name is too long" },
    ]);
  });

  it("a duplicate where all fail says 'Failed to duplicate any tax groups'", () => {
    expect(bulkDuplicateNotices(result(0, [{ id: "a", message: "x" }]))).toEqual([
      { tone: "error", message: "Failed to duplicate any tax groups" },
    ]);
  });
});
