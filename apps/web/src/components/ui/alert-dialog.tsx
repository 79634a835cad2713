import { Suspense } from "react";
import { lazyModule, whenIdle } from "../../lib/lazy-module.ts";
import type { ConfirmDialogProps } from "./alert-dialog-radix.tsx";

// Radix's alert dialog loads when a confirmation first opens or when the browser is first idle (decision 0036).
const radix = lazyModule(() => import("./alert-dialog-radix.tsx"));
whenIdle(radix.load);

/** A confirmation that must be answered: no close on outside click, Escape cancels. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!radix.current && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <Confirm {...props} />
    </Suspense>
  );
}

function Confirm(props: ConfirmDialogProps) {
  const { ConfirmDialog: Radix } = radix.use();
  return <Radix {...props} />;
}
