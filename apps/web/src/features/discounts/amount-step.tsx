import type { Discount, DiscountAmountInput } from "@verdant/shared/discounts";
import { RadioGroup } from "radix-ui";
import { useState } from "react";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { useStoreCurrency } from "../../hooks/use-money.ts";
import { cn } from "../../lib/cn.ts";
import { percentToPpm, ppmToPercent } from "../../lib/decimal.ts";
import { translate, useMessages } from "../../lib/i18n/catalog.ts";
import { centsAsDecimalText, currencySymbol, parseMoney } from "../../lib/money.ts";
import { discountMessages } from "./messages.ts";
import { StepButtons } from "./step-buttons.tsx";

type AmountType = DiscountAmountInput["type"];
const TYPES: AmountType[] = ["PERCENT", "FIXED_AMOUNT", "FIXED_PRICE"];
const words = translate(discountMessages);

/** The typed amount as the API's integers (percent → ppm, dollars → cents), or the sentence for the field. */
export function toAmountInput(type: AmountType, text: string): DiscountAmountInput | { error: string } {
  if (type === "PERCENT") {
    const ppm = percentToPpm(text);
    if (ppm === null || ppm < 1 || ppm > 1_000_000) return { error: words("amount.percentRange") };
    return { type, percentPpm: ppm };
  }
  const parsed = parseMoney(text);
  if (!parsed.ok) return { error: words("amount.moneyExample") };
  const cents = parsed.value;
  if (type === "FIXED_AMOUNT") return cents < 1 ? { error: words("amount.atLeastCent") } : { type, amountCents: cents };
  return { type, priceCents: cents };
}

function initial(amount: Discount["amount"]): { type: AmountType; text: string } {
  if (!amount) return { type: "PERCENT", text: "" };
  if (amount.type === "PERCENT") return { type: amount.type, text: ppmToPercent(amount.percentPpm) };
  if (amount.type === "FIXED_AMOUNT") return { type: amount.type, text: centsAsDecimalText(amount.amountCents) };
  return { type: amount.type, text: centsAsDecimalText(amount.priceCents) };
}

export function AmountStep(props: {
  amount: Discount["amount"];
  pending: boolean;
  onSubmit: (input: DiscountAmountInput) => void;
  onBack: () => void;
}) {
  const t = useMessages(discountMessages);
  const start = initial(props.amount);
  const [type, setType] = useState<AmountType>(start.type);
  const [text, setText] = useState(start.text);
  const [error, setError] = useState<string>();
  const currency = useStoreCurrency();
  const named = t(`amount.${type}.field`);
  const field =
    type !== "PERCENT" && currency ? t("amount.fieldIn", { field: named, symbol: currencySymbol(currency) }) : named;
  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const input = toAmountInput(type, text);
        if ("error" in input) setError(input.error);
        else props.onSubmit(input);
      }}
    >
      <RadioGroup.Root
        aria-label={t("amount.kind")}
        value={type}
        onValueChange={(v) => {
          setType(v as AmountType);
          setError(undefined);
        }}
        className="grid gap-3 sm:grid-cols-3"
      >
        {TYPES.map((value) => (
          <RadioGroup.Item
            key={value}
            value={value}
            className={cn(
              "grid gap-1 rounded-lg border bg-card p-3 text-left text-sm transition-colors hover:bg-accent/40",
              "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/50",
              "data-[state=checked]:border-primary data-[state=checked]:ring-1 data-[state=checked]:ring-primary",
            )}
          >
            <span className="font-medium">{t(`amount.${value}`)}</span>
            <span className="text-xs text-muted-foreground">{t(`amount.${value}.hint`)}</span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <FormField label={field} error={error} className="max-w-xs">
        <Input
          inputMode="decimal"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={type === "PERCENT" ? "20" : "5.00"}
        />
      </FormField>
      <StepButtons onBack={props.onBack} pending={props.pending}>
        {t("amount.save")}
      </StepButtons>
    </form>
  );
}
