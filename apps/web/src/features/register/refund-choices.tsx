// The two choices a refund asks before it is confirmed (decision 0024): where the money goes, among the ways the
// location allows (the preview lists each with its tenders), and what becomes of the goods, among the dispositions
// the location's return rules allow (shared returnRulesFor: California never puts a return back on the shelf).
import { useQuery } from "@tanstack/react-query";
import type { RefundPreview, RefundTo } from "@verdant/shared/overrides";
import type { RefundSaleInput } from "@verdant/shared/sales";
import { FormField } from "../../components/ui/form-field.tsx";
import { Select } from "../../components/ui/select.tsx";
import { cn } from "../../lib/cn.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { activeRoomsQuery } from "../../lib/queries/rooms.ts";
import { TENDER_LABELS } from "./tenders.ts";

export interface RefundChoice {
  refundTo: RefundTo;
  /** "RESTOCK" (the lots it came from), "WRITE_OFF", or "room:<id>" (a quarantine room). */
  stock: string | undefined;
}

const REFUND_TO_LABELS: Record<RefundTo, string> = { ORIGINAL: "Original payment", CASH: "All in cash" };

/** The stock options the rules allow, as the select shows them. */
export function stockOptions(
  dispositions: RefundPreview["dispositions"],
  quarantineRooms: { id: string; name: string }[],
): { value: string; label: string }[] {
  return [
    ...(dispositions.includes("RESTOCK")
      ? [{ value: "RESTOCK", label: "Back on the shelf (where it was sold from)" }]
      : []),
    ...(dispositions.includes("QUARANTINE")
      ? quarantineRooms.map((room) => ({ value: `room:${room.id}`, label: `Quarantine: ${room.name}` }))
      : []),
    ...(dispositions.includes("DESTROY") ? [{ value: "WRITE_OFF", label: "Write off (destroyed)" }] : []),
  ];
}

/** The refund body's disposition and room for a stock choice. */
export function dispositionOf(stock: string): Pick<RefundSaleInput, "disposition" | "roomId"> {
  if (stock.startsWith("room:")) return { disposition: "RESTOCK", roomId: stock.slice(5) };
  return { disposition: stock === "WRITE_OFF" ? "WRITE_OFF" : "RESTOCK" };
}

export function RefundChoices(props: {
  scope: LocationScope;
  preview: RefundPreview;
  value: RefundChoice;
  onChange: (value: RefundChoice) => void;
  money: (cents: number) => string;
  error: string | undefined;
}) {
  const { preview, value, money } = props;
  const rooms = useQuery(activeRoomsQuery(props.scope));
  const quarantine = (rooms.data ?? []).filter((room) => room.roomTypes.includes("QUARANTINE"));
  const options = stockOptions(preview.dispositions, quarantine);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <fieldset className="grid content-start gap-2">
        <legend className="mb-2 text-sm font-medium">Money back to</legend>
        {preview.refundTo.map((choice) => {
          const chosen = value.refundTo === choice.choice;
          return (
            <label
              key={choice.choice}
              className={cn(
                "flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-lg border px-3 py-2 text-sm",
                chosen ? "border-primary bg-primary/5" : "border-input",
              )}
            >
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name="refund-to"
                  className="size-4 accent-primary"
                  checked={chosen}
                  onChange={() => props.onChange({ ...value, refundTo: choice.choice })}
                />
                {REFUND_TO_LABELS[choice.choice]}
              </span>
              <span className="text-right text-xs text-muted-foreground tabular-nums" data-testid="refund-tender">
                {choice.tenders.map((t) => `${TENDER_LABELS[t.type]} ${money(t.amountCents)}`).join(" · ")}
              </span>
            </label>
          );
        })}
        {preview.refundTo.length === 1 && (
          <p className="text-xs text-muted-foreground">
            This store refunds cards to the card they were paid with; the rest is paid in cash from this drawer.
          </p>
        )}
      </fieldset>
      <FormField
        label="Returned goods"
        error={props.error}
        description={
          preview.dispositionSource
            ? `This store's return rules: ${preview.dispositionSource}.`
            : "Where the returned goods go."
        }
      >
        <Select
          value={value.stock}
          onValueChange={(stock) => props.onChange({ ...value, stock })}
          placeholder={options.length ? "Choose where the goods go" : "Add a quarantine room first"}
          options={options}
        />
      </FormField>
    </div>
  );
}
