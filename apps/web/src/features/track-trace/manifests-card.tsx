// Incoming manifests from Metrc: choosing one takes its packages in as a receive order (tag, state unit, quantity,
// the product remembered for each Metrc item), which is then processed into lots like any other. Metrc's API has no
// call that receives a transfer (decision 0026): the screen says it is received in Metrc itself, and a manifest
// taken in here stays listed, saying so, until Metrc shows it received.
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import type { IncomingTransfer } from "@verdant/shared/track-trace";
import { PackageOpen, Truck } from "lucide-react";
import { useEffect, useState } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "../../components/ui/card.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Select } from "../../components/ui/select.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { productChoiceHint, productChoicesQuery } from "../../lib/queries/product-choices.ts";
import { activeRoomsQuery } from "../../lib/queries/rooms.ts";
import { incomingQuery, manifestQuery, useReceiveManifest } from "./api.ts";
import { trackTraceMessages } from "./messages.ts";

export function ManifestsCard({ scope, canReceive }: { scope: LocationScope; canReceive: boolean }) {
  const incoming = useQuery(incomingQuery(scope));
  const [open, setOpen] = useState<IncomingTransfer | null>(null);
  const t = useMessages(trackTraceMessages);
  return (
    <Card>
      <CardHeader title={t("manifests.title")} description={t("manifests.description")} />
      <CardContent className="pt-4">
        {incoming.isError ? (
          <p className="text-sm text-destructive">{(incoming.error as Error).message}</p>
        ) : !incoming.data?.length ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            {incoming.isPending ? t("manifests.asking") : t("manifests.none")}
          </p>
        ) : (
          <ul className="grid gap-2" aria-label={t("manifests.list")}>
            {incoming.data.map((transfer) => (
              <li
                key={transfer.deliveryId}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3 text-sm"
              >
                <span className="flex items-center gap-3">
                  <Truck className="size-4 text-muted-foreground" aria-hidden />
                  <span className="grid">
                    <span className="font-medium">{t("manifests.manifest", { number: transfer.manifestNumber })}</span>
                    <span className="text-xs text-muted-foreground">
                      {transfer.shipperName} · {transfer.shipperLicenseNumber} ·{" "}
                      {t("manifests.packages", { count: transfer.packageCount })}
                    </span>
                  </span>
                </span>
                {transfer.receiveOrderId ? (
                  <span className="grid justify-items-end gap-1 text-right">
                    <Badge tone="success">{t("manifests.created")}</Badge>
                    <span className="max-w-72 text-xs text-muted-foreground" data-testid="receive-in-metrc">
                      {t("manifests.stillOpen")}
                    </span>
                  </span>
                ) : (
                  canReceive && (
                    <Button size="sm" variant="outline" onClick={() => setOpen(transfer)}>
                      <PackageOpen /> {t("manifests.receive")}
                    </Button>
                  )
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {open && <ReceiveDialog scope={scope} transfer={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}

function ReceiveDialog({
  scope,
  transfer,
  onClose,
}: {
  scope: LocationScope;
  transfer: IncomingTransfer;
  onClose: () => void;
}) {
  const packages = useQuery(manifestQuery(scope, transfer.deliveryId));
  const rooms = useQuery(activeRoomsQuery(scope));
  const products = useQuery(productChoicesQuery(scope, "", 100));
  const receive = useReceiveManifest(scope);
  const t = useMessages(trackTraceMessages);
  const navigate = useNavigate();
  const [roomId, setRoomId] = useState<string>();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  useEffect(() => {
    if (packages.data)
      setChosen(Object.fromEntries(packages.data.filter((p) => p.productId).map((p) => [p.label, p.productId!])));
  }, [packages.data]);
  // The matched products first (a match may not be among the first page of products), then the rest.
  const matched = (packages.data ?? []).flatMap((p) =>
    p.productId && p.productName ? [{ value: p.productId, label: p.productName }] : [],
  );
  const productOptions = [
    ...matched,
    ...(products.data ?? []).map((p) => ({ value: p.id, label: `${p.name} — ${productChoiceHint(p)}` })),
  ].filter((option, index, all) => all.findIndex((o) => o.value === option.value) === index);
  const ready = roomId && packages.data?.every((p) => chosen[p.label]);
  const submit = () =>
    receive.mutate(
      {
        deliveryId: transfer.deliveryId,
        roomId: roomId!,
        lines: packages.data!.map((p) => ({ label: p.label, productId: chosen[p.label]! })),
      },
      {
        onSuccess: (order) =>
          navigate({ to: "/purchase-orders/receive/$receiveOrderId", params: { receiveOrderId: order.id } }),
      },
    );
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader
          title={t("receive.title", { number: transfer.manifestNumber })}
          description={t("receive.description", { shipper: transfer.shipperName })}
        />
        <div className="grid gap-4">
          <p
            role="note"
            className="rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm"
            data-testid="metrc-receive-note"
          >
            {t("receive.note")}
          </p>
          <FormField label={t("receive.room")}>
            <Select
              value={roomId}
              onValueChange={setRoomId}
              placeholder={t("receive.chooseRoom")}
              options={(rooms.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
            />
          </FormField>
          <ul className="grid gap-2" aria-label={t("receive.packages")}>
            {(packages.data ?? []).map((p) => (
              <li
                key={p.label}
                className="grid gap-2 rounded-lg border p-3 text-sm sm:grid-cols-[1fr_16rem] sm:items-center"
              >
                <span className="grid">
                  <span className="font-medium">{p.itemName}</span>
                  <span className="font-mono text-xs text-muted-foreground">{p.label}</span>
                  <span className="text-xs text-muted-foreground">
                    {p.quantity} {p.unit}
                    {p.thcPercent !== null && ` · THC ${p.thcPercent}%`}
                  </span>
                </span>
                <Select
                  aria-label={t("receive.productFor", { item: p.itemName })}
                  value={chosen[p.label]}
                  onValueChange={(v) => setChosen({ ...chosen, [p.label]: v })}
                  placeholder={t("receive.match")}
                  options={productOptions}
                />
              </li>
            ))}
          </ul>
        </div>
        <DialogFooter>
          <Button variant="ghost" onClick={onClose}>
            {t("receive.cancel")}
          </Button>
          <Button disabled={!ready} loading={receive.isPending} onClick={submit}>
            {t("receive.create")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
