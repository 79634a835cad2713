import { describe, expect, it, vi } from "vitest";
import { type UpdateState, type WorkerLike, watchForUpdates } from "./service-worker.ts";

/** A tiny stand-in for the browser's registration, container and workers. */
function fakes(controller: unknown, waiting: WorkerLike | null = null) {
  const handlers: Record<string, (() => void)[]> = {};
  const on = (type: string, listener: () => void) => {
    handlers[type] = [...(handlers[type] ?? []), listener];
  };
  const emit = (type: string) => {
    for (const handler of handlers[type] ?? []) handler();
  };
  const worker = (): WorkerLike & { messages: unknown[] } => {
    const messages: unknown[] = [];
    const self = {
      state: "installing",
      messages,
      postMessage: (m: unknown) => messages.push(m),
      addEventListener: (_type: "statechange", listener: () => void) => on("statechange", listener),
    };
    return self;
  };
  const registration = { waiting, installing: null as WorkerLike | null, addEventListener: on };
  const container = { controller, addEventListener: on };
  return { registration, container, emit, worker };
}

describe("the service worker's update prompt", () => {
  it("offers a new build that installed while an older one runs, and reloads once it takes over", () => {
    const { registration, container, emit, worker } = fakes({ running: true });
    const offers: UpdateState[] = [];
    const reload = vi.fn();
    watchForUpdates(registration, container, (s) => offers.push(s), reload);
    const next = worker();
    registration.installing = next;
    emit("updatefound");
    next.state = "installed";
    emit("statechange");
    expect(offers).toHaveLength(1);
    expect(offers[0]!.available).toBe(true);
    // Nothing is swapped until the user says so.
    emit("controllerchange");
    expect(reload).not.toHaveBeenCalled();
    offers[0]!.apply();
    expect(next.messages).toEqual([{ type: "SKIP_WAITING" }]);
    emit("controllerchange");
    emit("controllerchange");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("offers a build already waiting when the page opens", () => {
    const { worker } = fakes(null);
    const waiting = worker();
    const { registration, container } = fakes({ running: true }, waiting);
    const onUpdate = vi.fn();
    watchForUpdates(registration, container, onUpdate, vi.fn());
    expect(onUpdate).toHaveBeenCalledWith(expect.objectContaining({ available: true }));
  });

  it("says nothing on the first install, when no older app was running", () => {
    const { registration, container, emit, worker } = fakes(null);
    const onUpdate = vi.fn();
    watchForUpdates(registration, container, onUpdate, vi.fn());
    const first = worker();
    registration.installing = first;
    emit("updatefound");
    first.state = "installed";
    emit("statechange");
    expect(onUpdate).not.toHaveBeenCalled();
  });
});
