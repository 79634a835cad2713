import type { ComponentProps } from "react";
import { Input } from "../../../components/ui/input.tsx";
import { cn } from "../../../lib/cn.ts";

/** A number typed with its unit beside it ("CA$" before a price, "%" or "g" after); FormField's id reaches the input. */
export function AffixInput({
  prefix,
  suffix,
  className,
  ...props
}: ComponentProps<"input"> & { prefix?: string | undefined; suffix?: string | undefined }) {
  return (
    <div className="relative">
      {prefix && (
        <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground">
          {prefix}
        </span>
      )}
      <Input
        inputMode="decimal"
        autoComplete="off"
        className={cn("tabular-nums", prefix && "pl-10", suffix && "pr-14", className)}
        {...props}
      />
      {suffix && (
        <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-xs text-muted-foreground">
          {suffix}
        </span>
      )}
    </div>
  );
}
