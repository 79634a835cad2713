import { useQuery } from "@tanstack/react-query";
import type { Sale } from "@verdant/shared/sales";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { parseQuantity } from "../../lib/quantity.ts";
import { openDrawersQuery } from "../../lib/queries/registers.ts";
import { activeRoomsQuery } from "../../lib/queries/rooms.ts";
import { useRefundSale, useVoidSale } from "./api.ts";
import { saleQuantity } from "./labels.ts";
import { transactionMessages } from "./messages.ts";

/** A key per dialog: a double click or a retry of the same void/refund is recorded once. */
const newKey = (kind: string) => `${kind}-${crypto.randomUUID()}`;

export function VoidDialog(props: { scope: LocationScope; sale: Sale; onClose: () => void }) {
  const voidSale = useVoidSale(props.scope, props.sale.id);
  const [key] = useState(() => newKey("void"));
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const t = useMessages(transactionMessages);
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        <DialogHeader
          title={t("void.title", { number: props.sale.receiptNumber })}
          description={t("void.description")}
        />
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) return setError(t("void.reasonRequired"));
            voidSale.mutate({ reason: reason.trim(), key }, { onSuccess: props.onClose });
          }}
        >
          <FormField label={t("void.reason")} error={error}>
            <Input
              autoFocus
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder={t("void.reasonPlaceholder")}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={props.onClose}>
              {t("void.cancel")}
            </Button>
            <Button type="submit" variant="destructive" loading={voidSale.isPending}>
              {t("void.submit")}
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
  const t = useMessages(transactionMessages);
  const drawerOptions = drawers.data ?? [];
  const chosenDrawer =
    drawerId ?? drawerOptions.find((d) => d.id === sale.drawerSessionId)?.id ?? drawerOptions[0]?.id ?? undefined;

  const submit = () => {
    const problems: string[] = [];
    const lines = open.flatMap((line) => {
      const parsed = parseQuantity(quantities[line.id] ?? "0", line.unit);
      const left = line.quantity - line.refundedQuantity;
      if (!parsed.ok) {
        problems.push(t("refund.lineQuantity", { name: line.name, error: parsed.error }));
        return [];
      }
      const quantity = line.unit === "GRAM" ? parsed.value / 1000 : parsed.value;
      if (quantity > left)
        problems.push(t("refund.atMost", { name: line.name, quantity: saleQuantity(left, line.unit) }));
      return quantity > 0 ? [{ saleLineId: line.id, quantity }] : [];
    });
    if (lines.length === 0) problems.push(t("refund.chooseQuantity"));
    if (!reason.trim()) problems.push(t("refund.reasonRequired"));
    if (!chosenDrawer) problems.push(t("refund.noDrawer"));
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
        <DialogHeader title={t("refund.title", { number: sale.receiptNumber })} description={t("refund.description")} />
        <div className="grid gap-2">
          <div className="flex justify-end">
            <Button
              variant="link"
              size="sm"
              onClick={() =>
                setQuantities(Object.fromEntries(open.map((l) => [l.id, String(l.quantity - l.refundedQuantity)])))
              }
            >
              {t("refund.everything")}
            </Button>
          </div>
          {open.map((line) => (
            <div key={line.id} className="grid grid-cols-[1fr_7rem] items-center gap-3 text-sm">
              <span>
                {line.name}
                <span className="block text-xs text-muted-foreground">
                  {t("refund.refundable", { quantity: saleQuantity(line.quantity - line.refundedQuantity, line.unit) })}
                </span>
              </span>
              <Input
                aria-label={t("refund.quantityOf", { name: line.name })}
                inputMode="decimal"
                value={quantities[line.id] ?? ""}
                onChange={(e) => setQuantities((q) => ({ ...q, [line.id]: e.target.value }))}
              />
            </div>
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t("refund.stock")}>
            <Select
              value={disposition}
              onValueChange={(v) => setDisposition(v as "RESTOCK" | "WRITE_OFF")}
              options={[
                { value: "RESTOCK", label: t("refund.restock") },
                { value: "WRITE_OFF", label: t("refund.writeOff") },
              ]}
            />
          </FormField>
          {disposition === "RESTOCK" && (
            <FormField label={t("refund.into")}>
              <Select
                value={roomId}
                onValueChange={setRoomId}
                options={[
                  { value: ORIGINAL_LOTS, label: t("refund.originalLots") },
                  ...(rooms.data ?? []).map((r) => ({ value: r.id, label: r.name })),
                ]}
              />
            </FormField>
          )}
          <FormField label={t("refund.drawer")}>
            <Select
              value={chosenDrawer}
              onValueChange={setDrawerId}
              placeholder={t("refund.noOpenDrawer")}
              options={drawerOptions.map((d) => ({ value: d.id, label: `${d.registerName} · ${d.openedBy.name}` }))}
            />
          </FormField>
          <FormField label={t("refund.reason")}>
            <Input
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder={t("refund.reasonPlaceholder")}
            />
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
            {t("refund.cancel")}
          </Button>
          <Button onClick={submit} loading={refund.isPending}>
            {t("refund.submit")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
