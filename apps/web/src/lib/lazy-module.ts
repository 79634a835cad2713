// Code that the first paint does not need (Radix's overlays, the toaster) loads when the browser is first idle or
// when it is first needed, whichever comes first, so a page's first load carries only what it draws (decision 0036).
import { type ComponentType, createElement, lazy, Suspense, use, useSyncExternalStore } from "react";

export type LazyModule<M> = {
  /** The module once it has arrived, else undefined. */
  readonly current: M | undefined;
  /** Starts loading (once) and resolves with the module. */
  load: () => Promise<M>;
  /** In a component: the module, suspending until it has arrived (and starting its load). */
  use: () => M;
  /** In a component: the module once it has arrived, else undefined (re-renders on arrival; starts nothing). */
  useArrived: () => M | undefined;
};

const everyModule: (() => Promise<unknown>)[] = [];

/** Loads every lazy module created so far (component tests: a screen renders as it does once the browser was idle). */
export function loadEveryLazyModule() {
  return Promise.all(everyModule.map((load) => load()));
}

export function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  let value: M | undefined;
  let pending: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  const start = () => {
    pending ??= load().then(
      (module) => {
        value = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        pending = undefined; // a failed chunk (a deploy, a dropped connection) is tried again on next need
        throw error;
      },
    );
    return pending;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  everyModule.push(start);
  return {
    get current() {
      return value;
    },
    load: start,
    use: () => value ?? use(start()),
    useArrived: () => useSyncExternalStore(subscribe, () => value),
  };
}

/** Runs `task` once the browser is idle after the first paint (at the latest after `timeout` ms, so a busy page still gets it). */
export function whenIdle(task: () => unknown, timeout = 4000) {
  if (typeof window === "undefined") return;
  const run = () => void Promise.resolve(task()).catch(() => undefined);
  if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout });
  else setTimeout(run, 200);
}

/**
 * A component whose code loads when the browser is first idle, or when it is first rendered if that is sooner; it
 * renders nothing until then. For what a screen shows only after a user's action (a dialog, a panel).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  whenIdle(load);
  return (props: P) => createElement(Suspense, { fallback: null }, createElement(Lazy, props));
}
