// One labelled fact of a record's summary (an order's vendor, its total), inside a <dl>.
import type { ReactNode } from "react";

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}
