// Work an API process does in the background on a timer (decision 0044): the track-and-trace worker, the report
// summaries' fold. One pass at a time: a tick that finds the last pass still running skips. A failed pass is logged
// and the next tick tries again. The app's close waits for a pass under way (the database closes after the app).
import type { FastifyInstance } from "fastify";

export function runEvery(app: FastifyInstance, what: string, everyMs: number, pass: () => Promise<unknown>): void {
  let running: Promise<void> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = pass()
      .then(() => undefined)
      .catch((error) => app.log.error({ err: error }, `${what} pass failed`))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  app.addHook("onClose", async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  });
}
