// Resolving a flagged offline sale: the manager says what was done (ID re-checked, stock counted, customer
// contacted); the note is kept with their name and the time, and the sale leaves the open list.
import type { OfflineSaleRow } from "@verdant/shared/offline-sales";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog.tsx";
import { Label } from "../../components/ui/label.tsx";
import type { LocationScope } from "../../lib/location-scope.ts";
import { useResolveOfflineSale } from "./api.ts";

export function ResolveOfflineSaleDialog(props: { scope: LocationScope; row: OfflineSaleRow; onClose: () => void }) {
  const [note, setNote] = useState("");
  const resolve = useResolveOfflineSale(props.scope);
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader
          title={`Resolve offline sale ${props.row.offlineReceipt}`}
          description="Say what was done. The note is kept with your name; the sale and its flags stay on record."
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
            <Label htmlFor="resolution-note">Resolution</Label>
            <textarea
              id="resolution-note"
              required
              maxLength={500}
              rows={3}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              className="rounded-md border bg-background px-3 py-2 text-sm"
              placeholder="Counted the shelf: 1 short, adjusted. Customer's ID re-checked."
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!note.trim() || resolve.isPending}>
              Mark resolved
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
