import type { OfflineSaleInput } from "@verdant/shared/offline-sales";
import type { Sale } from "@verdant/shared/sales";
import { describe, expect, it } from "vitest";
import { backoffMs, OfflineQueue, type QueuedSale, type SendResult } from "./queue.ts";
import { memoryStorage } from "./storage.ts";

const item = (key: string, userId = "u1") => ({
  key,
  organizationId: "o",
  locationId: "l",
  userId,
  body: { offlineReceipt: `ABCDEF-${key}` } as OfflineSaleInput,
  sale: { id: key } as Sale,
});

const recorded = (key: string): SendResult => ({
  ok: true,
  result: { saleId: crypto.randomUUID(), offlineReceipt: key, totalCents: 100, flags: [] },
});

function setup(answer: (item: QueuedSale, attempt: number) => SendResult | Promise<SendResult>) {
  let now = 1_000_000;
  const sent: string[] = [];
  const storage = memoryStorage();
  const queue = new OfflineQueue(
    storage,
    async (queued) => {
      sent.push(queued.key);
      return answer(queued, sent.filter((k) => k === queued.key).length);
    },
    () => now,
  );
  return { queue, sent, storage, advance: (ms: number) => (now += ms) };
}

describe("the offline queue", () => {
  it("sends in the order the sales were made and keeps them as synced", async () => {
    const { queue, sent } = setup((q) => recorded(q.key));
    for (const key of ["c", "a", "b"]) await queue.enqueue(item(key));
    expect(await queue.flush()).toBe(3);
    expect(sent).toEqual(["c", "a", "b"]);
    expect((await queue.items()).map((q) => [q.key, q.seq, q.state])).toEqual([
      ["c", 1, "synced"],
      ["a", 2, "synced"],
      ["b", 3, "synced"],
    ]);
    expect(await queue.flush()).toBe(0);
    expect(sent).toHaveLength(3);
  });

  it("stops at a sale with no answer and tries it again after a growing delay, keeping the order", async () => {
    const { queue, sent, advance } = setup((q, attempt) =>
      q.key === "a" && attempt < 3 ? { ok: false, retry: true, message: "Network Error" } : recorded(q.key),
    );
    await queue.enqueue(item("a"));
    await queue.enqueue(item("b"));
    expect(await queue.flush()).toBe(0);
    expect(sent).toEqual(["a"]);
    const [head] = await queue.waiting();
    expect(head).toMatchObject({ key: "a", attempts: 1, nextAttemptAt: 1_000_000 + 1000, error: "Network Error" });
    // Not due yet: nothing is sent.
    expect(await queue.flush()).toBe(0);
    expect(sent).toEqual(["a"]);
    advance(1000);
    expect(await queue.flush()).toBe(0);
    expect((await queue.waiting())[0]).toMatchObject({ attempts: 2, nextAttemptAt: 1_001_000 + 2000 });
    advance(2000);
    expect(await queue.flush()).toBe(2);
    expect(sent).toEqual(["a", "a", "a", "b"]);
  });

  it("keeps a refused sale with the server's message and goes on with the next", async () => {
    const { queue } = setup((q) =>
      q.key === "a" ? { ok: false, retry: false, message: "This customer is banned." } : recorded(q.key),
    );
    await queue.enqueue(item("a"));
    await queue.enqueue(item("b"));
    expect(await queue.flush()).toBe(1);
    expect((await queue.items()).map((q) => [q.key, q.state, q.error])).toEqual([
      ["a", "refused", "This customer is banned."],
      ["b", "synced", undefined],
    ]);
  });

  it("suppresses duplicates: a key queued twice is one sale, and concurrent rounds send it once", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { queue, sent } = setup(async (q) => {
      await gate;
      return recorded(q.key);
    });
    const first = await queue.enqueue(item("a"));
    const again = await queue.enqueue({ ...item("a"), sale: { id: "other" } as Sale });
    expect(again).toEqual(first);
    expect(await queue.items()).toHaveLength(1);
    const rounds = [queue.flush(), queue.flush(), queue.flush()];
    release();
    expect(await Promise.all(rounds)).toEqual([1, 1, 1]);
    expect(sent).toEqual(["a"]);
  });

  it("leaves other cashiers' sales for them", async () => {
    const { queue, sent } = setup((q) => recorded(q.key));
    await queue.enqueue(item("a", "u1"));
    await queue.enqueue(item("b", "u2"));
    expect(await queue.flush((q) => q.userId === "u2")).toBe(1);
    expect(sent).toEqual(["b"]);
    expect((await queue.waiting({ userId: "u1", locationId: "l" })).map((q) => q.key)).toEqual(["a"]);
  });

  it("waits 1 s, 2 s, 4 s … and never more than a minute", () => {
    expect([1, 2, 3, 4, 7, 20].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 60_000, 60_000]);
  });
});
