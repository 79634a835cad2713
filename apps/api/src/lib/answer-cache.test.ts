// The kept answers (decision 0047): an answer is served again only while its version stands, a slower build of an
// older version never replaces a newer answer, and the room and age limits drop what they must.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAnswerCache, type VersionedAnswer } from "./answer-cache.ts";
import { VersionNotices } from "./version-notices.ts";

const answer = (version: number, body = `v${version}`): VersionedAnswer => ({ version, body });

describe("answer cache", () => {
  afterEach(() => vi.useRealTimers());

  it("builds once, then answers the kept body while the version stands and rebuilds when it moves", async () => {
    const cache = createAnswerCache({ maxBytes: 1000, maxAgeMs: 60_000 });
    let version = 1;
    const current = vi.fn(async () => version);
    const build = vi.fn(async () => answer(version));

    expect(await cache.read("page", "g", current, build)).toBe("v1");
    expect(current).not.toHaveBeenCalled();
    expect(await cache.read("page", "g", current, build)).toBe("v1");
    expect(build).toHaveBeenCalledTimes(1);
    expect(current).toHaveBeenCalledTimes(1);

    version = 2;
    expect(await cache.read("page", "g", current, build)).toBe("v2");
    expect(build).toHaveBeenCalledTimes(2);
    expect(await cache.read("page", "g", current, build)).toBe("v2");
    expect(build).toHaveBeenCalledTimes(2);
  });

  it("keys answers apart", async () => {
    const cache = createAnswerCache({ maxBytes: 1000, maxAgeMs: 60_000 });
    const current = async () => 1;
    await cache.read("a", "g", current, async () => answer(1, "A"));
    expect(await cache.read("b", "g", current, async () => answer(1, "B"))).toBe("B");
    expect(await cache.read("a", "g", current, async () => answer(1, "other"))).toBe("A");
  });

  it("keeps the newer answer when a slower build of an older version finishes last", async () => {
    const cache = createAnswerCache({ maxBytes: 1000, maxAgeMs: 60_000 });
    let release!: () => void;
    const slow = cache.read(
      "page",
      "g",
      async () => 0,
      () => new Promise<VersionedAnswer>((resolve) => (release = () => resolve(answer(1, "old")))),
    );
    expect(
      await cache.read(
        "page",
        "g",
        async () => 2,
        async () => answer(2, "new"),
      ),
    ).toBe("new");
    release();
    expect(await slow).toBe("old");
    const rebuilt = vi.fn(async () => answer(2, "rebuilt"));
    expect(await cache.read("page", "g", async () => 2, rebuilt)).toBe("new");
    expect(rebuilt).not.toHaveBeenCalled();
  });

  it("never shares a build between requests", async () => {
    const cache = createAnswerCache({ maxBytes: 1000, maxAgeMs: 60_000 });
    const build = vi.fn(async () => answer(1));
    await Promise.all([cache.read("page", "g", async () => 1, build), cache.read("page", "g", async () => 1, build)]);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it("drops the least recently used answers past its room, and never keeps one over an eighth of it", async () => {
    const cache = createAnswerCache({ maxBytes: 100, maxAgeMs: 60_000 });
    const current = async () => 1;
    for (const key of ["a", "b", "c", "d"]) await cache.read(key, "g", current, async () => answer(1, key.repeat(12)));
    expect(cache.size()).toEqual({ answers: 4, bytes: 48 });
    await cache.read("a", "g", current, async () => answer(1, "unused")); // a is now the most recent
    for (const key of ["e", "f", "g", "h", "i"])
      await cache.read(key, "g", current, async () => answer(1, key.repeat(12)));
    expect(cache.size().bytes).toBeLessThanOrEqual(100);
    const rebuilt = vi.fn(async () => answer(1, "b again"));
    expect(await cache.read("b", "g", current, rebuilt)).toBe("b again");
    expect(await cache.read("a", "g", current, async () => answer(1, "unused"))).toBe("a".repeat(12));

    await cache.read("big", "g", current, async () => answer(1, "x".repeat(13)));
    const big = vi.fn(async () => answer(1, "x".repeat(13)));
    await cache.read("big", "g", current, big);
    expect(big).toHaveBeenCalledTimes(1);
  });

  it("rebuilds an answer older than its age limit without asking the version", async () => {
    vi.useFakeTimers();
    const cache = createAnswerCache({ maxBytes: 1000, maxAgeMs: 1000 });
    const current = vi.fn(async () => 1);
    const build = vi.fn(async () => answer(1));
    await cache.read("page", "g", current, build);
    vi.advanceTimersByTime(999);
    await cache.read("page", "g", current, build);
    expect(build).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await cache.read("page", "g", current, build);
    expect(build).toHaveBeenCalledTimes(2);
    expect(current).toHaveBeenCalledTimes(1);
  });

  describe("with version notices", () => {
    const setUp = () => {
      const notices = new VersionNotices();
      notices.setListening(true);
      const cache = createAnswerCache({ maxBytes: 1000, maxAgeMs: 60_000, notices });
      let version = 1;
      const current = vi.fn(async () => version);
      const build = vi.fn(async () => answer(version));
      const read = (group = "product_list:a") => cache.read("page", group, current, build);
      return { notices, read, current, build, move: (v: number) => (version = v) };
    };

    it("serves a kept answer without reading its version until a notice names a newer one", async () => {
      const { notices, read, current, build, move } = setUp();
      expect(await read()).toBe("v1");
      expect(await read()).toBe("v1");
      notices.heard("product_list:b:7");
      notices.heard("product_list:a:1");
      expect(await read()).toBe("v1");
      expect(current).not.toHaveBeenCalled();
      move(2);
      notices.heard("product_list:a:2");
      expect(await read()).toBe("v2");
      expect(build).toHaveBeenCalledTimes(2);
      expect(current).not.toHaveBeenCalled();
    });

    it("reads the version again after a write answered here, once, and after the listener was off", async () => {
      const { notices, read, current } = setUp();
      await read();
      notices.wrote("a");
      expect(await read()).toBe("v1");
      expect(current).toHaveBeenCalledTimes(1);
      expect(await read()).toBe("v1");
      expect(current).toHaveBeenCalledTimes(1);
      notices.wrote(undefined);
      await read();
      expect(current).toHaveBeenCalledTimes(2);
      notices.setListening(false);
      await read();
      await read();
      expect(current).toHaveBeenCalledTimes(4);
      notices.setListening(true);
      await read();
      await read();
      expect(current).toHaveBeenCalledTimes(5);
    });

    it("does not trust an answer built before a write answered here that finished during the build", async () => {
      const { notices, current } = setUp();
      const cache = createAnswerCache({ maxBytes: 1000, maxAgeMs: 60_000, notices });
      await cache.read("page", "product_list:a", current, async () => {
        notices.wrote("a");
        return answer(1);
      });
      await cache.read("page", "product_list:a", current, async () => answer(1, "unused"));
      expect(current).toHaveBeenCalledTimes(1);
    });

    it("ignores payloads it cannot read and answers a sync marker", () => {
      const notices = new VersionNotices();
      notices.setListening(true);
      for (const payload of ["", "nothing", ":5", "product_list:a:x"]) notices.heard(payload);
      expect(notices.trusts("product_list:a", 1, notices.generation("product_list:a"))).toBe(true);
    });
  });
});
