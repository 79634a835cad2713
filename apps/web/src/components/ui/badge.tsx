import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

// On a 15 % tint of their own colour, the light theme's text is darkened to reach 4.5:1 (WCAG AA). Written out
// whole: Tailwind finds class names in the source, never a built one.
const tones = {
  neutral: "bg-muted text-muted-foreground",
  success: "bg-success/15 text-[color-mix(in_oklch,var(--color-success)_72%,black)] dark:text-success",
  warning: "bg-warning/20 text-foreground",
  danger: "bg-destructive/15 text-[color-mix(in_oklch,var(--color-destructive)_72%,black)] dark:text-destructive",
  info: "bg-accent text-accent-foreground",
  pink: "bg-pink/15 text-[color-mix(in_oklch,var(--color-pink)_72%,black)] dark:text-pink",
} as const;

export function Badge({
  tone = "neutral",
  className,
  ...props
}: ComponentProps<"span"> & { tone?: keyof typeof tones }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
