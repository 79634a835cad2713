import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useRowSelection } from "./use-row-selection.ts";

type Row = { id: string };
const page1: Row[] = [{ id: "a" }, { id: "b" }];
const page2: Row[] = [{ id: "c" }];

describe("row selection", () => {
  it("ticks rows, the whole page, and clears", () => {
    const { result } = renderHook(() => useRowSelection(page1, (r) => r.id));
    expect(result.current.pageState).toBe(false);
    act(() => result.current.toggle(page1[0]!, true));
    expect(result.current.ids).toEqual(["a"]);
    expect(result.current.pageState).toBe("indeterminate");
    act(() => result.current.togglePage(true));
    expect(result.current.count).toBe(2);
    expect(result.current.pageState).toBe(true);
    act(() => result.current.togglePage(false));
    expect(result.current.count).toBe(0);
    act(() => result.current.toggle(page1[1]!, true));
    act(() => result.current.clear());
    expect(result.current.count).toBe(0);
  });

  it("counts the rows shown, or every page's with acrossPages", () => {
    const shown = renderHook(({ rows }) => useRowSelection(rows, (r) => r.id), { initialProps: { rows: page1 } });
    act(() => shown.result.current.toggle(page1[0]!, true));
    shown.rerender({ rows: page2 });
    expect(shown.result.current.count).toBe(0);
    shown.rerender({ rows: page1 });
    expect(shown.result.current.ids).toEqual(["a"]);

    const across = renderHook(({ rows }) => useRowSelection(rows, (r) => r.id, { acrossPages: true }), {
      initialProps: { rows: page1 },
    });
    act(() => across.result.current.toggle(page1[0]!, true));
    across.rerender({ rows: page2 });
    act(() => across.result.current.toggle(page2[0]!, true));
    expect(across.result.current.ids).toEqual(["a", "c"]);
  });

  it("starts over when its reset key changes", () => {
    const { result, rerender } = renderHook(({ key }) => useRowSelection(page1, (r) => r.id, { resetKey: key }), {
      initialProps: { key: "active" },
    });
    act(() => result.current.togglePage(true));
    rerender({ key: "archived" });
    expect(result.current.count).toBe(0);
  });
});
