import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

export const inputClasses = cn(
  "flex h-9 w-full min-w-0 rounded-md border border-input bg-card px-3 py-1 text-sm shadow-xs transition-colors",
  "placeholder:text-muted-foreground/80 file:border-0 file:bg-transparent file:text-sm file:font-medium",
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:border-ring",
  "disabled:cursor-not-allowed disabled:opacity-60",
  "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
);

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(inputClasses, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(inputClasses, "h-auto min-h-20 py-2", className)} {...props} />;
}

/** A PIN: digits only, hidden, up to 8; `onDigits` gets what was typed without anything else. */
export function PinInput({
  onDigits,
  ...props
}: Omit<ComponentProps<"input">, "type" | "onChange"> & { onDigits: (digits: string) => void }) {
  return (
    <Input
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={8}
      onChange={(e) => onDigits(e.target.value.replace(/\D/g, ""))}
      {...props}
    />
  );
}
