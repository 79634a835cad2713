import type { DropdownMenu as Menu } from "radix-ui";
import { Slot } from "radix-ui";
import { type ComponentProps, createContext, type KeyboardEvent, type PointerEvent, use, useState } from "react";
import { lazyModule, whenIdle } from "../../lib/lazy-module.ts";

// Radix's menu and its positioning code load when the browser is first idle or when a menu is first pressed
// (decision 0036). Until then the trigger is drawn as it will be, closed, and pressing it opens the menu as soon as
// Radix has arrived; the menu's contents render only once it has.
const radix = lazyModule(() => import("./dropdown-menu-radix.tsx"));
whenIdle(radix.load);

/** Set while Radix has not arrived: opens the menu once it has. */
const Pending = createContext<(() => void) | null>(null);

export function DropdownMenu(props: ComponentProps<typeof Menu.Root>) {
  const arrived = radix.useArrived();
  const [pressed, setPressed] = useState(false);
  if (arrived) return <arrived.Root defaultOpen={pressed || undefined} {...props} />;
  const press = () => {
    setPressed(true);
    void radix.load();
  };
  return <Pending value={press}>{props.children}</Pending>;
}

const OPEN_KEYS = new Set(["Enter", " ", "ArrowDown"]);

export function DropdownMenuTrigger({ asChild, ...props }: ComponentProps<typeof Menu.Trigger>) {
  const press = use(Pending);
  if (!press) {
    const Trigger = radix.use().Trigger;
    return <Trigger asChild={asChild} {...props} />;
  }
  const Element = asChild ? Slot.Root : "button";
  return (
    <Element
      type={asChild ? undefined : "button"}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...props}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        props.onPointerDown?.(event);
        if (event.button === 0 && !event.ctrlKey) press();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        props.onKeyDown?.(event);
        if (OPEN_KEYS.has(event.key)) {
          event.preventDefault();
          press();
        }
      }}
    />
  );
}

export function DropdownMenuContent(props: ComponentProps<typeof Menu.Content>) {
  const press = use(Pending);
  const arrived = radix.current;
  if (press || !arrived) return null;
  return <arrived.DropdownMenuContent {...props} />;
}

export function DropdownMenuItem(props: ComponentProps<typeof Menu.Item>) {
  const { DropdownMenuItem: Item } = radix.use();
  return <Item {...props} />;
}

export function DropdownMenuLabel(props: ComponentProps<typeof Menu.Label>) {
  const { DropdownMenuLabel: Label } = radix.use();
  return <Label {...props} />;
}

export function DropdownMenuSeparator(props: ComponentProps<typeof Menu.Separator>) {
  const { DropdownMenuSeparator: Separator } = radix.use();
  return <Separator {...props} />;
}
