// Start a receive order: against a purchase order (its open lines are prefilled) or on its own (a delivery
// without an order). Either way the person lands on the new order to count, place and process the items.
import { useQuery } from "@tanstack/react-query";
import type { PurchaseOrder } from "@verdant/shared/purchase-orders";
import { type CreateReceiveOrderInput, createReceiveOrderInput } from "@verdant/shared/receive-orders";
import { PackageCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog.tsx";
import { FormButtons } from "../../components/ui/form-buttons.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input, Textarea } from "../../components/ui/input.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { schemaResolver } from "../../lib/form-resolver.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { useStoreToday } from "../../lib/queries/location.ts";
import { showFieldErrors } from "../../lib/server-field-errors.ts";
import { receivablePurchaseOrdersQuery, useCreateReceiveOrder } from "./api.ts";
import { receiveOrderMessages } from "./messages.ts";

type NewReceiveOrderValues = { purchaseOrderId: string; receivedAt: string; notes: string };

/** "No purchase order" and a blank date are left out of the request. */
const toInput = (values: NewReceiveOrderValues): CreateReceiveOrderInput => ({
  purchaseOrderId: values.purchaseOrderId === "NONE" ? undefined : values.purchaseOrderId,
  receivedAt: values.receivedAt || undefined,
  notes: values.notes,
});

export function NewReceiveOrderDialog(props: {
  scope: LocationScope;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (id: string) => void;
}) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>{props.open && <NewReceiveOrderForm {...props} />}</DialogContent>
    </Dialog>
  );
}

function NewReceiveOrderForm(props: {
  scope: LocationScope;
  onOpenChange: (open: boolean) => void;
  onCreated: (id: string) => void;
}) {
  const t = useMessages(receiveOrderMessages);
  const create = useCreateReceiveOrder(props.scope);
  const orders = useQuery(receivablePurchaseOrdersQuery(props.scope));
  const today = useStoreToday();
  const form = useForm<NewReceiveOrderValues, unknown, z.output<typeof createReceiveOrderInput>>({
    resolver: schemaResolver(createReceiveOrderInput, toInput),
    defaultValues: { purchaseOrderId: "NONE", receivedAt: today, notes: "" },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (ro) => props.onCreated(ro.id),
      onError: (error) => showFieldErrors(error, form.setError),
    }),
  );
  const label = (po: PurchaseOrder) => `${po.poNumber} · ${po.vendorName}`;
  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <DialogHeader title={t("new.title")} description={t("new.description")} />
      <SelectField
        control={form.control}
        name="purchaseOrderId"
        label={t("new.purchaseOrder")}
        description={t("new.purchaseOrderHint")}
        options={[
          { value: "NONE", label: t("new.noPurchaseOrder") },
          ...(orders.data ?? []).map((po) => ({ value: po.id, label: label(po) })),
        ]}
      />
      <FormField label={t("new.receivedOn")} error={errors.receivedAt?.message}>
        <Input type="date" {...form.register("receivedAt")} />
      </FormField>
      <FormField label={t("new.notes")} description={t("new.optional")} error={errors.notes?.message}>
        <Textarea rows={2} {...form.register("notes")} />
      </FormField>
      <DialogFooter>
        <FormButtons
          onCancel={() => props.onOpenChange(false)}
          cancelLabel={t("new.cancel")}
          pending={create.isPending}
        >
          {t("new.create")}
        </FormButtons>
      </DialogFooter>
    </form>
  );
}

export function ReceivePurchaseOrderButton(props: {
  scope: LocationScope;
  purchaseOrderId: string;
  onCreated: (id: string) => void;
}) {
  const t = useMessages(receiveOrderMessages);
  const create = useCreateReceiveOrder(props.scope);
  const today = useStoreToday();
  return (
    <Button
      loading={create.isPending}
      onClick={() =>
        create.mutate(
          { purchaseOrderId: props.purchaseOrderId, receivedAt: today },
          { onSuccess: (ro) => props.onCreated(ro.id) },
        )
      }
    >
      <PackageCheck /> {t("new.receiveDelivery")}
    </Button>
  );
}
