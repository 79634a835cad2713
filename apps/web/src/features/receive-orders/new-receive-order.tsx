// Start a receive order: against a purchase order (its open lines are prefilled) or on its own (a delivery
// without an order). Either way the person lands on the new order to count, place and process the items.
import { useQuery } from "@tanstack/react-query";
import type { PurchaseOrder } from "@verdant/shared/purchase-orders";
import { PackageCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input, Textarea } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import type { LocationScope } from "../../lib/location-scope.ts";
import { receivablePurchaseOrdersQuery, useCreateReceiveOrder } from "./api.ts";

const today = () => new Date().toLocaleDateString("en-CA");

export function NewReceiveOrderDialog(props: {
  scope: LocationScope;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (id: string) => void;
}) {
  const create = useCreateReceiveOrder(props.scope);
  const orders = useQuery({ ...receivablePurchaseOrdersQuery(props.scope), enabled: props.open });
  const [purchaseOrderId, setPurchaseOrderId] = useState("NONE");
  const [receivedAt, setReceivedAt] = useState(today);
  const [notes, setNotes] = useState("");
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        purchaseOrderId: purchaseOrderId === "NONE" ? undefined : purchaseOrderId,
        receivedAt: receivedAt || undefined,
        notes,
      },
      { onSuccess: (ro) => props.onCreated(ro.id) },
    );
  };
  const label = (po: PurchaseOrder) => `${po.poNumber} · ${po.vendorName}`;
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <form noValidate onSubmit={submit} className="grid gap-5">
          <DialogHeader
            title="New receive order"
            description="Receive a delivery against a purchase order, or one that came without an order."
          />
          <FormField
            label="Purchase order"
            description="Its lines still to come are filled in for you; adjust what actually arrived."
          >
            <Select
              value={purchaseOrderId}
              onValueChange={setPurchaseOrderId}
              options={[
                { value: "NONE", label: "No purchase order" },
                ...(orders.data ?? []).map((po) => ({ value: po.id, label: label(po) })),
              ]}
            />
          </FormField>
          <FormField label="Received on">
            <Input type="date" value={receivedAt} onChange={(e) => setReceivedAt(e.target.value)} />
          </FormField>
          <FormField label="Notes" description="Optional">
            <Textarea rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => props.onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create receive order
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** "Receive" on a purchase order's page: a receive order prefilled with the lines still to come. */
export function ReceivePurchaseOrderButton(props: {
  scope: LocationScope;
  purchaseOrderId: string;
  onCreated: (id: string) => void;
}) {
  const create = useCreateReceiveOrder(props.scope);
  return (
    <Button
      loading={create.isPending}
      onClick={() =>
        create.mutate(
          { purchaseOrderId: props.purchaseOrderId, receivedAt: today() },
          { onSuccess: (ro) => props.onCreated(ro.id) },
        )
      }
    >
      <PackageCheck /> Receive delivery
    </Button>
  );
}
