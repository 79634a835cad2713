// Staff-only notes on a purchase order (never sent to the vendor), editable at any status.
import type { PurchaseOrder } from "@verdant/shared/purchase-orders";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { TitledCard } from "../../components/ui/card.tsx";
import { Textarea } from "../../components/ui/input.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { useSetInternalNotes } from "./api.ts";
import { purchaseOrderMessages } from "./messages.ts";

export function InternalNotes(props: { scope: LocationScope; po: PurchaseOrder; canWrite: boolean }) {
  const t = useMessages(purchaseOrderMessages);
  const save = useSetInternalNotes(props.scope, props.po.id);
  const saved = props.po.internalNotes ?? "";
  const [text, setText] = useState(saved);
  return (
    <TitledCard title={t("notes.title")} description={t("notes.description")} contentClassName="grid gap-3">
      {props.canWrite ? (
        <>
          <Textarea
            aria-label={t("notes.title")}
            rows={3}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t("notes.placeholder")}
          />
          <div className="flex justify-end">
            <Button
              variant="outline"
              size="sm"
              disabled={text === saved}
              loading={save.isPending}
              onClick={() => save.mutate(text)}
            >
              {t("notes.save")}
            </Button>
          </div>
        </>
      ) : (
        <p className="text-sm whitespace-pre-wrap text-muted-foreground">{saved || t("notes.none")}</p>
      )}
    </TitledCard>
  );
}
