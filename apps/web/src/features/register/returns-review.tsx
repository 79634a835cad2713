import { useQuery } from "@tanstack/react-query";
import type { RefundPreview } from "@verdant/shared/overrides";
import type { Sale } from "@verdant/shared/sales";
import { ShieldCheck } from "lucide-react";
import type { LocationScope } from "../../app/location-scope.ts";
import { FormField } from "../../components/ui/form-field.tsx";
import { PinInput } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { approversQuery } from "./returns-api.ts";
import { TENDER_LABELS } from "./tenders.ts";

/** Before a refund is confirmed: each line with its tax and total, the tax, and the tenders the money goes back to. */
export function RefundSummary({ preview, money }: { preview: RefundPreview; money: (cents: number) => string }) {
  const rounding = preview.tenders.reduce((sum, t) => sum + t.amountCents, 0) - preview.totalCents;
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
        {preview.tenders.map((t) => (
          <div key={t.type} className="flex justify-between" data-testid="refund-tender">
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
      <p className="text-xs text-muted-foreground">
        Cards get back up to what they paid on this sale; the rest is paid in cash from this register's drawer.
      </p>
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
