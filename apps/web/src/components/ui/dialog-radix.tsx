// Radix's dialog behind the kit's Dialog (dialog.tsx), in a chunk of its own: it loads when a dialog first opens or
// when the browser is first idle, never with a page's first paint (decision 0036).
import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { commonMessages } from "../../lib/messages.ts";
import { overlayClasses, panelClasses } from "./dialog-classes.ts";
import { keepOpenForNestedLayers } from "./nested-layers.ts";

// Radix gives the focus trap, Escape to close and focus return to the trigger.
export const Root = DialogPrimitive.Root;

export function DialogContent({
  className,
  children,
  onPointerDownOutside,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  const t = useMessages(commonMessages);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        className={cn(panelClasses, className)}
        onPointerDownOutside={keepOpenForNestedLayers(onPointerDownOutside)}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute top-4 right-4 rounded-sm p-0.5 text-muted-foreground opacity-70 transition hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <X className="size-4" />
          <span className="sr-only">{t("ui.close")}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** A panel that slides from the left edge (the app shell's navigation on narrow screens and at the register). */
export function SheetContent({
  className,
  title,
  description,
  children,
  onPointerDownOutside,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { title: string; description: string }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        className={className}
        onPointerDownOutside={keepOpenForNestedLayers(onPointerDownOutside)}
        {...props}
      >
        <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
        <DialogPrimitive.Description className="sr-only">{description}</DialogPrimitive.Description>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <div className="grid gap-1.5 pr-6">
      <DialogPrimitive.Title className="text-lg leading-none font-semibold">{title}</DialogPrimitive.Title>
      {description ? (
        <DialogPrimitive.Description className="text-sm text-muted-foreground">
          {description}
        </DialogPrimitive.Description>
      ) : (
        <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
      )}
    </div>
  );
}
