// The link from a list's row, a report's line or a document's header to that record's own page (an order, a lot,
// a sale, an organization): the record's name, number or date, underlined on hover and on keyboard focus. Every
// table links its rows this one way; a screen adds only what sets its link apart (a PO number's monospace).
import { createLink } from "@tanstack/react-router";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

function RecordAnchor({ className, ...props }: ComponentProps<"a">) {
  return (
    <a
      {...props}
      className={cn("font-medium hover:underline focus-visible:underline focus-visible:outline-none", className)}
    />
  );
}

/** A router link (typed `to` and `params`) drawn as a record's link. */
export const RecordLink = createLink(RecordAnchor);
