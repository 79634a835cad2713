import { useQuery } from "@tanstack/react-query";
import type { RefundPreview, RefundTo } from "@verdant/shared/overrides";
import type { Sale } from "@verdant/shared/sales";
import { ShieldCheck } from "lucide-react";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input, PinInput } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import type { LocationScope } from "../../lib/location-scope.ts";
import { quantityLabel } from "./format.ts";
import { approversQuery } from "./returns-api.ts";
import { TENDER_LABELS } from "./tenders.ts";

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
  return (
    <div className="grid gap-3" data-testid="refund-preview">
      <table className="w-full text-sm">
        <thead className="text-xs text-muted-foreground">
          <tr className="border-b">
            <th className="py-1.5 text-left font-medium">Item</th>
            <th className="py-1.5 text-right font-medium">Qty</th>
            <th className="py-1.5 text-right font-medium">Amount</th>
            <th className="py-1.5 text-right font-medium">Tax</th>
            <th className="py-1.5 text-right font-medium">Total</th>
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
          <dt className="text-muted-foreground">Tax refunded</dt>
          <dd className="tabular-nums">{money(preview.taxCents)}</dd>
        </div>
        <div className="flex justify-between text-base font-semibold">
          <dt>Refund total</dt>
          <dd className="tabular-nums" data-testid="refund-total">
            {money(preview.totalCents)}
          </dd>
        </div>
        {tenders.map((t) => (
          <div key={t.type} className="flex justify-between" data-testid="refund-back">
            <dt className="text-muted-foreground">Back to {TENDER_LABELS[t.type].toLowerCase()}</dt>
            <dd className="tabular-nums">{money(t.amountCents)}</dd>
          </div>
        ))}
        {rounding !== 0 && (
          <div className="flex justify-between text-xs text-muted-foreground">
            <dt>Cash rounded to the nearest 0.05</dt>
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
  if (props.lines.length === 0)
    return <p className="text-sm text-muted-foreground">Nothing is left to refund on this sale.</p>;
  return (
    <div className="grid gap-2">
      {props.lines.map((line) => (
        <div key={line.id} className="grid grid-cols-[1fr_7rem] items-center gap-3 text-sm">
          <span>
            {line.name}
            <span className="block text-xs text-muted-foreground">
              {quantityLabel(leftOf(line), line.unit)} refundable · {line.sku}
            </span>
          </span>
          <Input
            aria-label={`Refund quantity of ${line.name}`}
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
  return (
    <dl className="grid gap-1 rounded-lg bg-muted/40 p-3 text-sm">
      <div className="flex justify-between text-base font-semibold">
        <dt>Sale total</dt>
        <dd className="tabular-nums">{money(sale.totals.totalCents)}</dd>
      </div>
      {sale.tenders.map((t, i) => (
        <div key={`${t.type}-${i}`} className="flex justify-between">
          <dt className="text-muted-foreground">Back to {TENDER_LABELS[t.type].toLowerCase()}</dt>
          <dd className="tabular-nums">{money(t.amountCents)}</dd>
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
  return (
    <fieldset className="grid gap-3 rounded-lg border border-primary/30 bg-primary/5 p-3">
      <legend className="flex items-center gap-1.5 px-1 text-sm font-semibold">
        <ShieldCheck className="size-4 text-primary" aria-hidden /> Manager approval
      </legend>
      {approvers.isSuccess && list.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No manager of this location has set an approval PIN yet. A manager sets one in Account settings.
        </p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="Manager">
            <Select
              value={chosen}
              onValueChange={(approverId) => props.onChange({ ...props.draft, approverId })}
              placeholder="Choose a manager"
              options={list.map((a) => ({ value: a.id, label: a.name }))}
            />
          </FormField>
          <FormField label="Manager PIN" error={props.error}>
            <PinInput value={props.draft.pin} onDigits={(pin) => props.onChange({ approverId: chosen, pin })} />
          </FormField>
        </div>
      )}
    </fieldset>
  );
}
