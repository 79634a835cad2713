import { lazyModule, whenIdle } from "../../lib/lazy-module.ts";
import type { TooltipProps } from "./tooltip-radix.tsx";

// Radix's tooltip and its positioning code load when the browser is first idle (decision 0036); until then the
// control shows without its hint, as it does on a touch screen.
const radix = lazyModule(() => import("./tooltip-radix.tsx"));
whenIdle(radix.load);

export function Tooltip(props: TooltipProps) {
  const arrived = radix.useArrived();
  if (!arrived) return props.children;
  return <arrived.Tooltip {...props} />;
}
