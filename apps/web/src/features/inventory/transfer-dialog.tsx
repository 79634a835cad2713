// Move some of a lot to another room of the location: the API writes two TRANSFER ledger rows in one
// transaction (out of this lot, into the destination's lot), so the two counts always add up.

import { useQuery } from "@tanstack/react-query";
import type { InventoryItem } from "@verdant/shared/inventory";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input, Textarea } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import type { LocationScope } from "../../lib/location-scope.ts";
import { formatQuantity, parseQuantity } from "../../lib/quantity.ts";
import { activeRoomsQuery } from "../../lib/queries/rooms.ts";
import { useTransferStock } from "./api.ts";

export function TransferDialog(props: {
  scope: LocationScope;
  lot: InventoryItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-w-md">
        {props.lot && (
          <TransferForm
            key={props.lot.id}
            scope={props.scope}
            lot={props.lot}
            onClose={() => props.onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function TransferForm({ scope, lot, onClose }: { scope: LocationScope; lot: InventoryItem; onClose: () => void }) {
  const rooms = useQuery(activeRoomsQuery(scope));
  const transfer = useTransferStock(scope);
  const [toRoomId, setToRoomId] = useState("");
  const [quantity, setQuantity] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<{ room?: string; quantity?: string }>({});
  const destinations = (rooms.data ?? []).filter((room) => room.id !== lot.roomId);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = parseQuantity(quantity, lot.unit, { max: lot.quantity });
    const next = {
      room: toRoomId ? undefined : "toRoomId is required",
      quantity: parsed.ok
        ? parsed.value < 1
          ? "quantity must be more than 0"
          : undefined
        : quantity.trim()
          ? `quantity ${parsed.error}`
          : "quantity is required",
    };
    setErrors(next);
    if (next.room || next.quantity || !parsed.ok) return;
    transfer.mutate({ id: lot.id, input: { toRoomId, quantity: parsed.value, note } }, { onSuccess: onClose });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <DialogHeader
        title={`Move ${lot.productName}`}
        description={`From ${lot.roomName} · on hand ${formatQuantity(lot.quantity, lot.unit)}`}
      />
      <FormField label="To room" error={errors.room}>
        <Select
          value={toRoomId}
          onValueChange={setToRoomId}
          placeholder={rooms.isPending ? "Loading..." : "Choose a room"}
          options={destinations.map((room) => ({ value: room.id, label: room.name }))}
        />
      </FormField>
      <FormField
        label="Quantity"
        error={errors.quantity}
        description={lot.unit === "GRAM" ? "In grams, up to 3 decimals" : "In units"}
      >
        <Input
          inputMode={lot.unit === "GRAM" ? "decimal" : "numeric"}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
        />
      </FormField>
      <FormField label="Note" description="Optional">
        <Textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={transfer.isPending}>
          Move stock
        </Button>
      </DialogFooter>
    </form>
  );
}
