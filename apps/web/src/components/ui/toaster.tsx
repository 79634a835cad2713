import { lazy, Suspense, useEffect, useState } from "react";
import { lazyModule, whenIdle } from "../../lib/lazy-module.ts";

// Sonner is not in any first load (decision 0036): it arrives when the browser is first idle or with the first
// toast, whichever is sooner. A toast shown before the toaster is on screen appears as soon as it is (Sonner
// replays the active toasts to a toaster that subscribes late).
const sonner = lazyModule(() => import("sonner"));
const Sonner = lazy(() => sonner.load().then((m) => ({ default: m.Toaster })));

let mount: (() => void) | undefined;
let wanted = false;
function wantToaster() {
  wanted = true;
  mount?.();
}

/** Green success, red error (spec §8 failure toasts), and a pink variant for friendly notices. */
export function Toaster({ theme }: { theme: "light" | "dark" }) {
  const [shown, setShown] = useState(wanted);
  useEffect(() => {
    mount = () => setShown(true);
    if (wanted) setShown(true);
    whenIdle(wantToaster);
    return () => {
      mount = undefined;
    };
  }, []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Sonner
        theme={theme}
        position="top-right"
        closeButton
        toastOptions={{
          classNames: {
            toast: "!rounded-lg !border !shadow-md !text-sm",
            success: "!border-green-700/30 !bg-green-600 !text-white",
            error: "!border-red-700/30 !bg-red-600 !text-white",
            closeButton: "!bg-white !text-neutral-700 !border-neutral-300",
          },
        }}
      />
    </Suspense>
  );
}

type ToastOptions = {
  description?: string;
  duration?: number;
  action?: { label: string; onClick: () => void };
  classNames?: { toast?: string };
};

/** Shows a toast once Sonner has arrived (at once when it already has). */
function show(kind: "message" | "success" | "error", message: string, options?: ToastOptions) {
  wantToaster();
  const toast = (m: typeof import("sonner")) => {
    if (kind === "message") m.toast(message, options);
    else m.toast[kind](message, options);
  };
  if (sonner.current) toast(sonner.current);
  else void sonner.load().then(toast);
}

export const notify = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
  pink: (message: string) =>
    show("message", message, { classNames: { toast: "!border-pink-700/30 !bg-pink-500 !text-white" } }),
  /** A plain notice, with an optional description and action (the end of day's offer after the last drawer). */
  message: (message: string, options?: ToastOptions) => show("message", message, options),
};
