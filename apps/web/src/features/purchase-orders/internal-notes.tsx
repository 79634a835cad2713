// Staff-only notes on a purchase order (never sent to the vendor), editable at any status.
import type { PurchaseOrder } from "@verdant/shared/purchase-orders";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { TitledCard } from "../../components/ui/card.tsx";
import { Textarea } from "../../components/ui/input.tsx";
import type { LocationScope } from "../../lib/location-scope.ts";
import { useSetInternalNotes } from "./api.ts";

export function InternalNotes(props: { scope: LocationScope; po: PurchaseOrder; canWrite: boolean }) {
  const save = useSetInternalNotes(props.scope, props.po.id);
  const saved = props.po.internalNotes ?? "";
  const [text, setText] = useState(saved);
  return (
    <TitledCard
      title="Internal notes"
      description="Seen by your team only, never by the vendor."
      contentClassName="grid gap-3"
    >
      {props.canWrite ? (
        <>
          <Textarea
            aria-label="Internal notes"
            rows={3}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Receiving instructions, who approved it, …"
          />
          <div className="flex justify-end">
            <Button
              variant="outline"
              size="sm"
              disabled={text === saved}
              loading={save.isPending}
              onClick={() => save.mutate(text)}
            >
              Save notes
            </Button>
          </div>
        </>
      ) : (
        <p className="text-sm whitespace-pre-wrap text-muted-foreground">{saved || "No internal notes."}</p>
      )}
    </TitledCard>
  );
}
