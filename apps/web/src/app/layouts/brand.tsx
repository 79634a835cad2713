import { PRODUCT_NAME } from "@verdant/shared";
import { Leaf } from "lucide-react";
import { cn } from "../../lib/cn.ts";

export function Brand({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold tracking-tight", className)}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <Leaf className="size-4.5" aria-hidden />
      </span>
      <span className="text-lg">{PRODUCT_NAME}</span>
    </span>
  );
}
