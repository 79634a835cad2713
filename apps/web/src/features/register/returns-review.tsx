import { useQuery } from "@tanstack/react-query";
import type { RefundPreview, RefundTo } from "@verdant/shared/overrides";
import type { Sale } from "@verdant/shared/sales";
import { ShieldCheck } from "lucide-react";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input, PinInput } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { dialogMessages } from "./dialog-messages.ts";
import { quantityLabel } from "./format.ts";
import { approversQuery } from "./returns-api.ts";

/** Before a refund is confirmed: each line with its tax and total, the tax, and the tenders of the chosen way back. */
export function RefundSummary({
  preview,
  refundTo,
  money,
}: {
  preview: RefundPreview;
  refundTo: RefundTo;
  money: (cents: number) => string;
}) {
  const tenders = preview.refundTo.find((c) => c.choice === refundTo)?.tenders ?? preview.tenders;
  const rounding = tenders.reduce((sum, t) => sum + t.amountCents, 0) - preview.totalCents;
  const t = useMessages(dialogMessages);
  return (
    <div className="grid gap-3" data-testid="refund-preview">
      <table className="w-full text-sm">
        <thead className="text-xs text-muted-foreground">
          <tr className="border-b">
            <th className="py-1.5 text-left font-medium">{t("review.item")}</th>
            <th className="py-1.5 text-right font-medium">{t("review.qty")}</th>
            <th className="py-1.5 text-right font-medium">{t("review.amount")}</th>
            <th className="py-1.5 text-right font-medium">{t("review.tax")}</th>
            <th className="py-1.5 text-right font-medium">{t("review.total")}</th>
          </tr>
        </thead>
        <tbody className="divide-y tabular-nums">
          {preview.lines.map((line) => (
            <tr key={line.saleLineId}>
              <td className="py-2 pr-2">{line.name}</td>
              <td className="py-2 text-right">{line.quantity}</td>
              <td className="py-2 text-right">{money(line.netCents)}</td>
              <td className="py-2 text-right">{money(line.taxCents)}</td>
              <td className="py-2 text-right font-medium">{money(line.totalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="grid gap-1 rounded-lg bg-muted/40 p-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted-foreground">{t("review.taxRefunded")}</dt>
          <dd className="tabular-nums">{money(preview.taxCents)}</dd>
        </div>
        <div className="flex justify-between text-base font-semibold">
          <dt>{t("review.refundTotal")}</dt>
          <dd className="tabular-nums" data-testid="refund-total">
            {money(preview.totalCents)}
          </dd>
        </div>
        {tenders.map((tender) => (
          <div key={tender.type} className="flex justify-between" data-testid="refund-back">
            <dt className="text-muted-foreground">{t("review.backTo", { tender: tender.type })}</dt>
            <dd className="tabular-nums">{money(tender.amountCents)}</dd>
          </div>
        ))}
        {rounding !== 0 && (
          <div className="flex justify-between text-xs text-muted-foreground">
            <dt>{t("review.rounded")}</dt>
            <dd className="tabular-nums">{money(rounding)}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

/** Engine units (units, or mg for grams) of what is left to refund on a line. */
export const leftOf = (line: Sale["lines"][number]) =>
  line.unit === "GRAM"
    ? Math.round((line.quantity - line.refundedQuantity) * 1000)
    : line.quantity - line.refundedQuantity;

/** The lines left to refund, each with the quantity to refund now. */
export function RefundLinePicker(props: {
  lines: Sale["lines"];
  quantities: Record<string, string>;
  onQuantity: (lineId: string, text: string) => void;
}) {
  const t = useMessages(dialogMessages);
  if (props.lines.length === 0) return <p className="text-sm text-muted-foreground">{t("review.nothingLeft")}</p>;
  return (
    <div className="grid gap-2">
      {props.lines.map((line) => (
        <div key={line.id} className="grid grid-cols-[1fr_7rem] items-center gap-3 text-sm">
          <span>
            {line.name}
            <span className="block text-xs text-muted-foreground">
              {t("review.refundable", { quantity: quantityLabel(leftOf(line), line.unit), sku: line.sku })}
            </span>
          </span>
          <Input
            aria-label={t("review.refundQuantity", { name: line.name })}
            inputMode="decimal"
            placeholder="0"
            value={props.quantities[line.id] ?? ""}
            onChange={(e) => props.onQuantity(line.id, e.target.value)}
          />
        </div>
      ))}
    </div>
  );
}

/** What a void gives back: the sale's tenders. */
export function VoidSummary({ sale, money }: { sale: Sale; money: (cents: number) => string }) {
  const t = useMessages(dialogMessages);
  return (
    <dl className="grid gap-1 rounded-lg bg-muted/40 p-3 text-sm">
      <div className="flex justify-between text-base font-semibold">
        <dt>{t("review.saleTotal")}</dt>
        <dd className="tabular-nums">{money(sale.totals.totalCents)}</dd>
      </div>
      {sale.tenders.map((tender, i) => (
        <div key={`${tender.type}-${i}`} className="flex justify-between">
          <dt className="text-muted-foreground">{t("review.backTo", { tender: tender.type })}</dt>
          <dd className="tabular-nums">{money(tender.amountCents)}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface ApprovalDraft {
  approverId: string | undefined;
  pin: string;
}

/** A manager of the location approves on this screen: their name and their PIN. */
export function ManagerApproval(props: {
  scope: LocationScope;
  draft: ApprovalDraft;
  onChange: (draft: ApprovalDraft) => void;
  error: string | undefined;
}) {
  const approvers = useQuery(approversQuery(props.scope));
  const list = approvers.data ?? [];
  const chosen = props.draft.approverId ?? (list.length === 1 ? list[0]!.id : undefined);
  const t = useMessages(dialogMessages);
  return (
    <fieldset className="grid gap-3 rounded-lg border border-primary/30 bg-primary/5 p-3">
      <legend className="flex items-center gap-1.5 px-1 text-sm font-semibold">
        <ShieldCheck className="size-4 text-primary" aria-hidden /> {t("approval.title")}
      </legend>
      {approvers.isSuccess && list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("approval.noPins")}</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={t("approval.manager")}>
            <Select
              value={chosen}
              onValueChange={(approverId) => props.onChange({ ...props.draft, approverId })}
              placeholder={t("approval.chooseManager")}
              options={list.map((a) => ({ value: a.id, label: a.name }))}
            />
          </FormField>
          <FormField label={t("approval.pin")} error={props.error}>
            <PinInput value={props.draft.pin} onDigits={(pin) => props.onChange({ approverId: chosen, pin })} />
          </FormField>
        </div>
      )}
    </fieldset>
  );
}
