import { useQuery } from "@tanstack/react-query";
import type { Sale } from "@verdant/shared/sales";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import type { LocationScope } from "../../lib/location-scope.ts";
import { parseQuantity } from "../../lib/quantity.ts";
import { openDrawersQuery } from "../../lib/queries/registers.ts";
import { activeRoomsQuery } from "../../lib/queries/rooms.ts";
import { useRefundSale, useVoidSale } from "./api.ts";
import { saleQuantity } from "./labels.ts";

/** A key per dialog: a double click or a retry of the same void/refund is recorded once. */
const newKey = (kind: string) => `${kind}-${crypto.randomUUID()}`;

export function VoidDialog(props: { scope: LocationScope; sale: Sale; onClose: () => void }) {
  const voidSale = useVoidSale(props.scope, props.sale.id);
  const [key] = useState(() => newKey("void"));
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        <DialogHeader
          title={`Void receipt #${props.sale.receiptNumber}`}
          description="Only while its drawer is still open. The stock goes back and the tenders come out of the drawer."
        />
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) return setError("Reason is required");
            voidSale.mutate({ reason: reason.trim(), key }, { onSuccess: props.onClose });
          }}
        >
          <FormField label="Reason" error={error}>
            <Input autoFocus value={reason} onChange={(e) => setReason(e.target.value)} placeholder="Rung up twice" />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" loading={voidSale.isPending}>
              Void sale
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const ORIGINAL_LOTS = "original";

export function RefundDialog(props: { scope: LocationScope; sale: Sale; onClose: () => void }) {
  const { sale } = props;
  const refund = useRefundSale(props.scope, sale.id);
  const drawers = useQuery(openDrawersQuery(props.scope));
  const rooms = useQuery(activeRoomsQuery(props.scope));
  const [key] = useState(() => newKey("refund"));
  const open = sale.lines.filter((l) => l.quantity > l.refundedQuantity);
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(open.map((l) => [l.id, "0"])),
  );
  const [disposition, setDisposition] = useState<"RESTOCK" | "WRITE_OFF">("RESTOCK");
  const [roomId, setRoomId] = useState(ORIGINAL_LOTS);
  const [drawerId, setDrawerId] = useState<string>();
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<string[]>([]);
  const drawerOptions = drawers.data ?? [];
  const chosenDrawer =
    drawerId ?? drawerOptions.find((d) => d.id === sale.drawerSessionId)?.id ?? drawerOptions[0]?.id ?? undefined;

  const submit = () => {
    const problems: string[] = [];
    const lines = open.flatMap((line) => {
      const parsed = parseQuantity(quantities[line.id] ?? "0", line.unit);
      const left = line.quantity - line.refundedQuantity;
      if (!parsed.ok) {
        problems.push(`${line.name}: quantity ${parsed.error}`);
        return [];
      }
      const quantity = line.unit === "GRAM" ? parsed.value / 1000 : parsed.value;
      if (quantity > left) problems.push(`${line.name}: at most ${saleQuantity(left, line.unit)} can be refunded`);
      return quantity > 0 ? [{ saleLineId: line.id, quantity }] : [];
    });
    if (lines.length === 0) problems.push("Choose a quantity to refund on at least one line.");
    if (!reason.trim()) problems.push("Reason is required.");
    if (!chosenDrawer) problems.push("Open a drawer to pay the refund from.");
    setErrors(problems);
    if (problems.length || !chosenDrawer) return;
    refund.mutate(
      {
        key,
        drawerSessionId: chosenDrawer,
        reason: reason.trim(),
        disposition,
        ...(disposition === "RESTOCK" && roomId !== ORIGINAL_LOTS ? { roomId } : {}),
        lines,
      },
      { onSuccess: props.onClose },
    );
  };

  return (
    <Dialog open onOpenChange={(o) => !o && props.onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <DialogHeader
          title={`Refund receipt #${sale.receiptNumber}`}
          description="Refund whole lines or part of them."
        />
        <div className="grid gap-2">
          <div className="flex justify-end">
            <Button
              variant="link"
              size="sm"
              onClick={() =>
                setQuantities(Object.fromEntries(open.map((l) => [l.id, String(l.quantity - l.refundedQuantity)])))
              }
            >
              Refund everything
            </Button>
          </div>
          {open.map((line) => (
            <div key={line.id} className="grid grid-cols-[1fr_7rem] items-center gap-3 text-sm">
              <span>
                {line.name}
                <span className="block text-xs text-muted-foreground">
                  {saleQuantity(line.quantity - line.refundedQuantity, line.unit)} refundable
                </span>
              </span>
              <Input
                aria-label={`Refund quantity of ${line.name}`}
                inputMode="decimal"
                value={quantities[line.id] ?? ""}
                onChange={(e) => setQuantities((q) => ({ ...q, [line.id]: e.target.value }))}
              />
            </div>
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Stock">
            <Select
              value={disposition}
              onValueChange={(v) => setDisposition(v as "RESTOCK" | "WRITE_OFF")}
              options={[
                { value: "RESTOCK", label: "Restock" },
                { value: "WRITE_OFF", label: "Write off" },
              ]}
            />
          </FormField>
          {disposition === "RESTOCK" && (
            <FormField label="Restock into">
              <Select
                value={roomId}
                onValueChange={setRoomId}
                options={[
                  { value: ORIGINAL_LOTS, label: "The lots it came from" },
                  ...(rooms.data ?? []).map((r) => ({ value: r.id, label: r.name })),
                ]}
              />
            </FormField>
          )}
          <FormField label="Pay from drawer">
            <Select
              value={chosenDrawer}
              onValueChange={setDrawerId}
              placeholder="No open drawer"
              options={drawerOptions.map((d) => ({ value: d.id, label: `${d.registerName} · ${d.openedBy.name}` }))}
            />
          </FormField>
          <FormField label="Reason">
            <Input value={reason} onChange={(e) => setReason(e.target.value)} placeholder="Damaged package" />
          </FormField>
        </div>
        {errors.length > 0 && (
          <ul role="alert" className="grid gap-0.5 text-sm text-destructive">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={props.onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={refund.isPending}>
            Refund
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
