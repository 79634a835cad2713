// Resolving a flagged offline sale: the manager says what was done (ID re-checked, stock counted, customer
// contacted); the note is kept with their name and the time, and the sale leaves the open list.
import type { OfflineSaleRow } from "@verdant/shared/offline-sales";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog.tsx";
import { Label } from "../../components/ui/label.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { useResolveOfflineSale } from "./api.ts";
import { offlineSalesMessages } from "./messages.ts";

export function ResolveOfflineSaleDialog(props: { scope: LocationScope; row: OfflineSaleRow; onClose: () => void }) {
  const [note, setNote] = useState("");
  const resolve = useResolveOfflineSale(props.scope);
  const t = useMessages(offlineSalesMessages);
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader
          title={t("resolve.title", { receipt: props.row.offlineReceipt })}
          description={t("resolve.description")}
        />
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            resolve.mutate({ saleId: props.row.saleId, note }, { onSuccess: props.onClose });
          }}
        >
          <ul className="grid gap-1 text-sm">
            {props.row.flags.map((flag) => (
              <li key={flag.code + flag.message} className="text-muted-foreground">
                {flag.message}
              </li>
            ))}
          </ul>
          <div className="grid gap-1.5">
            <Label htmlFor="resolution-note">{t("resolve.note")}</Label>
            <textarea
              id="resolution-note"
              required
              maxLength={500}
              rows={3}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              className="rounded-md border bg-background px-3 py-2 text-sm"
              placeholder={t("resolve.placeholder")}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={props.onClose}>
              {t("resolve.cancel")}
            </Button>
            <Button type="submit" disabled={!note.trim() || resolve.isPending}>
              {t("resolve.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
