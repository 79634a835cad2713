import { act, renderHook } from "@testing-library/react";
import type { CompleteSaleInput, Sale } from "@verdant/shared/sales";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client.ts";
import { useCheckout } from "./use-checkout.ts";

const scope = { orgId: "o", locationId: "l" };
const body = {
  registerId: "r",
  drawerSessionId: "d",
  customerId: "c",
  lines: [],
  tenders: [],
} as unknown as CompleteSaleInput;
const sold = { id: "sale-1" } as Sale;

describe("checkout", () => {
  it("retries a network failure with the same key and body, and records one sale", async () => {
    vi.useFakeTimers();
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(0, { error: "Network Error" }))
      .mockRejectedValueOnce(new ApiError(503, { error: "Service Unavailable" }))
      .mockResolvedValueOnce(sold);
    const { result } = renderHook(() => useCheckout(scope, send));
    let done: Promise<Sale | undefined> = Promise.resolve(undefined);
    act(() => {
      done = result.current.complete(body);
    });
    await act(() => vi.runAllTimersAsync());
    expect(await done).toBe(sold);
    expect(send).toHaveBeenCalledTimes(3);
    const keys = new Set(send.mock.calls.map((call) => call[2]));
    expect(keys.size).toBe(1);
    expect(send.mock.calls.every((call) => call[1] === body)).toBe(true);
    expect(result.current.state).toEqual({ status: "done", sale: sold });
    vi.useRealTimers();
  });

  it("after the automatic retries the cashier's Retry reuses the key; a refusal ends the attempt", async () => {
    vi.useFakeTimers();
    const send = vi.fn().mockRejectedValue(new ApiError(0, { error: "Network Error" }));
    const { result } = renderHook(() => useCheckout(scope, send));
    act(() => void result.current.complete(body));
    await act(() => vi.runAllTimersAsync());
    expect(result.current.state.status).toBe("offline");
    const key = send.mock.calls[0]![2];
    send.mockRejectedValueOnce(new ApiError(409, { code: "purchase_limit_exceeded", message: "Over the limit" }));
    await act(() => result.current.retry());
    expect(send.mock.lastCall![2]).toBe(key);
    expect(result.current.state.status).toBe("refused");
    send.mockResolvedValueOnce(sold);
    await act(() => result.current.complete(body));
    expect(send.mock.lastCall![2]).not.toBe(key);
    vi.useRealTimers();
  });
});
