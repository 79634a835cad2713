import type { Discount, DiscountAmountInput } from "@verdant/shared/discounts";
import { RadioGroup } from "radix-ui";
import { useState } from "react";
import { FormButtons } from "../../components/ui/form-buttons.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { useStoreCurrency } from "../../hooks/use-money.ts";
import { cn } from "../../lib/cn.ts";
import { percentToPpm, ppmToPercent } from "../../lib/decimal.ts";
import { centsAsDecimalText, currencySymbol, parseMoney } from "../../lib/money.ts";

type AmountType = DiscountAmountInput["type"];
const options: { value: AmountType; label: string; hint: string; field: string }[] = [
  { value: "PERCENT", label: "Percent off", hint: "20% off each qualifying line", field: "Percent off (%)" },
  {
    value: "FIXED_AMOUNT",
    label: "Amount off",
    hint: "An amount off the order, spread over its lines",
    field: "Amount off",
  },
  { value: "FIXED_PRICE", label: "Fixed price", hint: "Each qualifying unit sells for this price", field: "Price" },
];

/** The typed amount as the API's integers (percent → ppm, dollars → cents), or the sentence for the field. */
export function toAmountInput(type: AmountType, text: string): DiscountAmountInput | { error: string } {
  if (type === "PERCENT") {
    const ppm = percentToPpm(text);
    if (ppm === null || ppm < 1 || ppm > 1_000_000) return { error: "Enter a percent between 0.0001 and 100" };
    return { type, percentPpm: ppm };
  }
  const parsed = parseMoney(text);
  if (!parsed.ok) return { error: "Enter an amount in dollars, such as 5 or 4.99" };
  const cents = parsed.value;
  if (type === "FIXED_AMOUNT")
    return cents < 1 ? { error: "The amount must be at least 0.01" } : { type, amountCents: cents };
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
  const start = initial(props.amount);
  const [type, setType] = useState<AmountType>(start.type);
  const [text, setText] = useState(start.text);
  const [error, setError] = useState<string>();
  const current = options.find((o) => o.value === type)!;
  const currency = useStoreCurrency();
  const field =
    current.value !== "PERCENT" && currency ? `${current.field} (${currencySymbol(currency)})` : current.field;
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
        aria-label="Kind of discount"
        value={type}
        onValueChange={(v) => {
          setType(v as AmountType);
          setError(undefined);
        }}
        className="grid gap-3 sm:grid-cols-3"
      >
        {options.map((o) => (
          <RadioGroup.Item
            key={o.value}
            value={o.value}
            className={cn(
              "grid gap-1 rounded-lg border bg-card p-3 text-left text-sm transition-colors hover:bg-accent/40",
              "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/50",
              "data-[state=checked]:border-primary data-[state=checked]:ring-1 data-[state=checked]:ring-primary",
            )}
          >
            <span className="font-medium">{o.label}</span>
            <span className="text-xs text-muted-foreground">{o.hint}</span>
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
      <div className="flex justify-between gap-2">
        <FormButtons onCancel={props.onBack} cancelLabel="Back" pending={props.pending}>
          Save amount
        </FormButtons>
      </div>
    </form>
  );
}
