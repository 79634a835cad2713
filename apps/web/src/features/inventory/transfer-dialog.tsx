// Move some of a lot to another room of the location: the API writes two TRANSFER ledger rows in one
// transaction (out of this lot, into the destination's lot), so the two counts always add up.

import { useQuery } from "@tanstack/react-query";
import { type InventoryItem, transferInput } from "@verdant/shared/inventory";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog.tsx";
import { FormButtons } from "../../components/ui/form-buttons.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input, Textarea } from "../../components/ui/input.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { schemaResolver } from "../../lib/form-resolver.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { formatQuantity, parseQuantity } from "../../lib/quantity.ts";
import { activeRoomsQuery } from "../../lib/queries/rooms.ts";
import { useTransferStock } from "./api.ts";
import { inventoryMessages } from "./messages.ts";

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

type TransferValues = { toRoomId: string; quantity: string; note: string };

/**
 * The shared transfer schema checks the request; the quantity is typed as text in the lot's unit (grams with up
 * to 3 decimals) and read into integer units here, up to what the lot holds.
 */
function transferResolver(lot: InventoryItem): Resolver<TransferValues, unknown, z.output<typeof transferInput>> {
  const toInput = (values: TransferValues) => {
    const parsed = parseQuantity(values.quantity, lot.unit, { max: lot.quantity });
    return { toRoomId: values.toRoomId, quantity: parsed.ok ? parsed.value : Number.NaN, note: values.note };
  };
  const schema = schemaResolver(transferInput, toInput);
  return async (values, context, options) => {
    const parsed = parseQuantity(values.quantity, lot.unit, { max: lot.quantity });
    const errors: FieldErrors<TransferValues> = {};
    if (!values.toRoomId) errors.toRoomId = { type: "required", message: "toRoomId is required" };
    if (!values.quantity.trim()) errors.quantity = { type: "required", message: "quantity is required" };
    else if (!parsed.ok) errors.quantity = { type: "format", message: `quantity ${parsed.error}` };
    else if (parsed.value < 1) errors.quantity = { type: "min", message: "quantity must be more than 0" };
    if (errors.toRoomId || errors.quantity) return { values: {}, errors };
    return schema(values, context, options);
  };
}

function TransferForm({ scope, lot, onClose }: { scope: LocationScope; lot: InventoryItem; onClose: () => void }) {
  const rooms = useQuery(activeRoomsQuery(scope));
  const transfer = useTransferStock(scope);
  const t = useMessages(inventoryMessages);
  const form = useForm<TransferValues, unknown, z.output<typeof transferInput>>({
    resolver: transferResolver(lot),
    defaultValues: { toRoomId: "", quantity: "", note: "" },
  });
  const { errors } = form.formState;
  const destinations = (rooms.data ?? []).filter((room) => room.id !== lot.roomId);
  const submit = form.handleSubmit((input) => transfer.mutate({ id: lot.id, input }, { onSuccess: onClose }));

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <DialogHeader
        title={t("move.title", { product: lot.productName })}
        description={t("move.from", { room: lot.roomName, quantity: formatQuantity(lot.quantity, lot.unit) })}
      />
      <SelectField
        control={form.control}
        name="toRoomId"
        label={t("move.toRoom")}
        placeholder={t(rooms.isPending ? "move.loading" : "move.chooseRoom")}
        options={destinations.map((room) => ({ value: room.id, label: room.name }))}
      />
      <FormField
        label={t("move.quantity")}
        error={errors.quantity?.message}
        description={t(lot.unit === "GRAM" ? "inGrams" : "inUnits")}
      >
        <Input inputMode={lot.unit === "GRAM" ? "decimal" : "numeric"} {...form.register("quantity")} />
      </FormField>
      <FormField label={t("move.note")} description={t("move.optional")} error={errors.note?.message}>
        <Textarea rows={2} {...form.register("note")} />
      </FormField>
      <DialogFooter>
        <FormButtons cancelLabel={t("cancel")} onCancel={onClose} pending={transfer.isPending}>
          {t("move.submit")}
        </FormButtons>
      </DialogFooter>
    </form>
  );
}
