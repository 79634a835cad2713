import type { Dialog as DialogPrimitive } from "radix-ui";
import { type ComponentProps, type ReactNode, Suspense } from "react";
import { cn } from "../../lib/cn.ts";
import { lazyModule, whenIdle } from "../../lib/lazy-module.ts";

// Radix's dialog (focus trap, Escape to close, focus return) is in its own chunk (dialog-radix.tsx), loaded when a
// dialog first opens or when the browser is first idle: no page's first load carries it (decision 0036). A dialog
// is controlled (`open`); while Radix has not arrived, a closed dialog renders nothing, as Radix's would.
const radix = lazyModule(() => import("./dialog-radix.tsx"));
whenIdle(radix.load);

type RootProps = ComponentProps<typeof DialogPrimitive.Root>;

export function Dialog(props: RootProps) {
  if (!radix.current && !props.open && !props.defaultOpen) return null;
  return (
    <Suspense fallback={null}>
      <Root {...props} />
    </Suspense>
  );
}

function Root(props: RootProps) {
  const { Root: RadixRoot } = radix.use();
  return <RadixRoot {...props} />;
}

export function DialogContent(props: ComponentProps<typeof DialogPrimitive.Content>) {
  const { DialogContent: Content } = radix.use();
  return <Content {...props} />;
}

/** The app shell's navigation panel, sliding from the left edge. */
export function SheetContent(
  props: ComponentProps<typeof DialogPrimitive.Content> & { title: string; description: string },
) {
  const { SheetContent: Content } = radix.use();
  return <Content {...props} />;
}

export function DialogHeader(props: { title: ReactNode; description?: ReactNode }) {
  const { DialogHeader: Header } = radix.use();
  return <Header {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}
