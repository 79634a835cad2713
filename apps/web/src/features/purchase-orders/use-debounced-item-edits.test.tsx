import { act, renderHook } from "@testing-library/react";
import { DEBOUNCE } from "@verdant/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDebouncedItemEdits } from "./use-debounced-item-edits.ts";

describe("debounced purchase order item edits (spec §2: 500 ms per item)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends one update with the last value 500 ms after typing stops, showing the pending value meanwhile", async () => {
    let finish: () => void = () => undefined;
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useDebouncedItemEdits<string>({ save }));

    act(() => result.current.edit("a", "1"));
    act(() => vi.advanceTimersByTime(300));
    act(() => result.current.edit("a", "12"));
    expect(result.current.pendingValue("a")).toBe("12");
    expect(result.current.isLoading("a")).toBe(true);

    act(() => vi.advanceTimersByTime(DEBOUNCE.poItemEdit - 1));
    expect(save).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith("a", "12");
    // Still saving: the value and the flag stay until the update settles.
    expect(result.current.isLoading("a")).toBe(true);

    await act(async () => finish());
    expect(result.current.pendingValue("a")).toBeUndefined();
    expect(result.current.isLoading("a")).toBe(false);
    expect(result.current.anyPending).toBe(false);
  });

  it("keeps a timer per item, so editing one line does not delay another", () => {
    const save = vi.fn(async () => undefined);
    const { result } = renderHook(() => useDebouncedItemEdits<string>({ save }));
    act(() => result.current.edit("a", "5"));
    act(() => vi.advanceTimersByTime(400));
    act(() => result.current.edit("b", "7"));
    act(() => vi.advanceTimersByTime(100));
    expect(save).toHaveBeenCalledWith("a", "5");
    expect(save).not.toHaveBeenCalledWith("b", "7");
    act(() => vi.advanceTimersByTime(400));
    expect(save).toHaveBeenCalledWith("b", "7");
    expect(save).toHaveBeenCalledTimes(2);
  });

  it("never sends an invalid value, and keeps it on screen without the loading flag", () => {
    const save = vi.fn(async () => undefined);
    const { result } = renderHook(() => useDebouncedItemEdits<string>({ save, isValid: (v) => /^\d+$/.test(v) }));
    act(() => result.current.edit("a", "1.5"));
    act(() => vi.advanceTimersByTime(DEBOUNCE.poItemEdit * 2));
    expect(save).not.toHaveBeenCalled();
    expect(result.current.pendingValue("a")).toBe("1.5");
    expect(result.current.isLoading("a")).toBe(false);
    expect(result.current.anyPending).toBe(true);
  });

  it("goes back to the server's value when the update fails", async () => {
    const save = vi.fn(async () => {
      throw new Error("refused");
    });
    const { result } = renderHook(() => useDebouncedItemEdits<string>({ save }));
    act(() => result.current.edit("a", "9"));
    await act(async () => vi.advanceTimersByTime(DEBOUNCE.poItemEdit));
    expect(save).toHaveBeenCalledTimes(1);
    expect(result.current.pendingValue("a")).toBeUndefined();
    expect(result.current.isLoading("a")).toBe(false);
  });
});
