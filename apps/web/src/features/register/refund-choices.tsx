// The two choices a refund asks before it is confirmed (decision 0024): where the money goes, among the ways the
// location allows (the preview lists each with its tenders), and what becomes of the goods, among the dispositions
// the location's return rules allow (shared returnRulesFor: California never puts a return back on the shelf).
import { useQuery } from "@tanstack/react-query";
import type { RefundPreview, RefundTo } from "@verdant/shared/overrides";
import type { RefundSaleInput } from "@verdant/shared/sales";
import { FormField } from "../../components/ui/form-field.tsx";
import { Select } from "../../components/ui/select.tsx";
import { cn } from "../../lib/cn.ts";
import { translate, useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { activeRoomsQuery } from "../../lib/queries/rooms.ts";
import { dialogMessages } from "./dialog-messages.ts";

export interface RefundChoice {
  refundTo: RefundTo;
  /** "RESTOCK" (the lots it came from), "WRITE_OFF", or "room:<id>" (a quarantine room). */
  stock: string | undefined;
}

const dialogText = translate(dialogMessages);

/** The stock options the rules allow, as the select shows them. */
export function stockOptions(
  dispositions: RefundPreview["dispositions"],
  quarantineRooms: { id: string; name: string }[],
): { value: string; label: string }[] {
  return [
    ...(dispositions.includes("RESTOCK") ? [{ value: "RESTOCK", label: dialogText("refund.restock") }] : []),
    ...(dispositions.includes("QUARANTINE")
      ? quarantineRooms.map((room) => ({
          value: `room:${room.id}`,
          label: dialogText("refund.quarantine", { room: room.name }),
        }))
      : []),
    ...(dispositions.includes("DESTROY") ? [{ value: "WRITE_OFF", label: dialogText("refund.writeOff") }] : []),
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
  const t = useMessages(dialogMessages);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <fieldset className="grid content-start gap-2">
        <legend className="mb-2 text-sm font-medium">{t("refund.moneyBack")}</legend>
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
                {t(`refund.${choice.choice}`)}
              </span>
              <span className="text-right text-xs text-muted-foreground tabular-nums" data-testid="refund-tender">
                {choice.tenders
                  .map((tender) => `${dialogText(`tender.${tender.type}`)} ${money(tender.amountCents)}`)
                  .join(" · ")}
              </span>
            </label>
          );
        })}
        {preview.refundTo.length === 1 && <p className="text-xs text-muted-foreground">{t("refund.cardsOnly")}</p>}
      </fieldset>
      <FormField
        label={t("refund.goods")}
        error={props.error}
        description={
          preview.dispositionSource ? t("refund.rules", { source: preview.dispositionSource }) : t("refund.where")
        }
      >
        <Select
          value={value.stock}
          onValueChange={(stock) => props.onChange({ ...value, stock })}
          placeholder={t(options.length ? "refund.chooseGoods" : "refund.quarantineFirst")}
          options={options}
        />
      </FormField>
    </div>
  );
}
