// The offline queue (decision 0027): every sale made while the server could not be reached, written to IndexedDB
// before its receipt is shown, then sent in the order it was made, one at a time, each with its own
// Idempotency-Key. A sale that gets no answer (network, 5xx) stops the round and is tried again after a growing
// delay, so the order holds; a refusal (4xx) is kept as refused with the server's message for the manager and the
// next sale goes on. A sale sent is kept as synced (its key suppresses a second enqueue or send).
import type { OfflineSaleInput, OfflineSaleRecorded } from "@verdant/shared/offline-sales";
import type { Sale } from "@verdant/shared/sales";
import type { OfflineStorage } from "./storage.ts";

export type QueueState = "waiting" | "synced" | "refused";

export interface QueuedSale {
  /** The Idempotency-Key the sale is sent with: the same key on every attempt, from every tab or reload. */
  key: string;
  /** Order of making, per browser. */
  seq: number;
  organizationId: string;
  locationId: string;
  userId: string;
  body: OfflineSaleInput;
  /** The sale as the register showed it (its receipt, before the server has it). */
  sale: Sale;
  state: QueueState;
  attempts: number;
  nextAttemptAt: number;
  queuedAt: number;
  error?: string;
  result?: OfflineSaleRecorded;
}

export type SendResult = { ok: true; result: OfflineSaleRecorded } | { ok: false; retry: boolean; message: string };

export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 60_000;

/** 1 s, 2 s, 4 s … up to a minute between tries of the sale at the head of the queue. */
export const backoffMs = (attempts: number) => Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));

export class OfflineQueue {
  private flushing: Promise<number> | null = null;

  constructor(
    private readonly storage: OfflineStorage,
    private readonly send: (item: QueuedSale) => Promise<SendResult>,
    private readonly now: () => number = Date.now,
  ) {}

  async items(): Promise<QueuedSale[]> {
    return (await this.storage.all<QueuedSale>("queue")).sort((a, b) => a.seq - b.seq);
  }

  async waiting(filter?: { userId: string; locationId: string }) {
    return (await this.items()).filter(
      (item) =>
        item.state === "waiting" &&
        (!filter || (item.userId === filter.userId && item.locationId === filter.locationId)),
    );
  }

  /** Writes the sale (committed) before it resolves; a key already queued is the same sale and is kept as it was. */
  async enqueue(item: Omit<QueuedSale, "seq" | "state" | "attempts" | "nextAttemptAt" | "queuedAt">) {
    const existing = await this.storage.get<QueuedSale>("queue", item.key);
    if (existing) return existing;
    const items = await this.items();
    const queued: QueuedSale = {
      ...item,
      seq: (items.at(-1)?.seq ?? 0) + 1,
      state: "waiting",
      attempts: 0,
      nextAttemptAt: 0,
      queuedAt: this.now(),
    };
    await this.storage.put("queue", queued.key, queued);
    return queued;
  }

  /**
   * Sends what waits, in order; answers how many were recorded. One round at a time (calls during it share it).
   * `accept` leaves others' sales for them (a sale is sent in the name of whoever rang it up).
   */
  flush(accept: (item: QueuedSale) => boolean = () => true): Promise<number> {
    this.flushing ??= this.round(accept).finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async round(accept: (item: QueuedSale) => boolean): Promise<number> {
    let sent = 0;
    for (const item of (await this.waiting()).filter(accept)) {
      // Read again: another tab may have sent it meanwhile.
      const current = await this.storage.get<QueuedSale>("queue", item.key);
      if (current?.state !== "waiting") continue;
      if (current.nextAttemptAt > this.now()) break;
      const outcome = await this.send(current);
      if (outcome.ok) {
        await this.storage.put("queue", current.key, { ...current, state: "synced", result: outcome.result });
        sent++;
        continue;
      }
      if (!outcome.retry) {
        await this.storage.put("queue", current.key, { ...current, state: "refused", error: outcome.message });
        continue;
      }
      const attempts = current.attempts + 1;
      await this.storage.put("queue", current.key, {
        ...current,
        attempts,
        nextAttemptAt: this.now() + backoffMs(attempts),
        error: outcome.message,
      });
      break;
    }
    return sent;
  }

  /** When the head of the queue may be tried again (ms since epoch), or null when nothing waits. */
  async nextAttemptAt(): Promise<number | null> {
    const head = (await this.waiting())[0];
    return head ? head.nextAttemptAt : null;
  }
}
