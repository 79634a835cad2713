// Adjust one lot, or a selection of lots, in a dialog: set the counted quantity (absolute) or add/remove some
// (incremental), with the reason the ledger records and an optional note. The new count shows before saving.
import { type AdjustmentType, adjustmentReasons, type InventoryItem } from "@verdant/shared/inventory";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog.tsx";
import { FormButtons } from "../../components/ui/form-buttons.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input, Textarea } from "../../components/ui/input.tsx";
import { cn } from "../../lib/cn.ts";
import { useFieldMessage } from "../../lib/field-errors.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { plainMessage } from "../../lib/plain-messages.ts";
import { formatQuantity, parseQuantity } from "../../lib/quantity.ts";
import { showFieldErrors } from "../../lib/server-field-errors.ts";
import {
  type AdjustFormValues,
  type AdjustOutput,
  type AdjustReason,
  adjustDefaults,
  adjustResolver,
  commonUnit,
  parseAdjustQuantity,
  quantityAfter,
} from "./adjust-form.ts";
import { useAdjustQuantity, useBulkAdjustQuantity } from "./api.ts";
import { inventoryMessages } from "./messages.ts";

function ChoiceGroup<T extends string>(props: {
  label: string;
  value: T | "";
  options: Record<T, { label: string; hint: string }>;
  onChange: (value: T) => void;
  invalid?: boolean;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={props.label}
      className={cn("grid gap-2", Object.keys(props.options).length > 2 ? "grid-cols-3" : "grid-cols-2")}
    >
      {(Object.keys(props.options) as T[]).map((value) => {
        const checked = props.value === value;
        return (
          <label
            key={value}
            className={cn(
              "flex cursor-pointer flex-col gap-0.5 rounded-lg border bg-card px-3 py-2 text-sm transition-colors",
              "has-focus-visible:ring-2 has-focus-visible:ring-ring/50",
              checked ? "border-primary bg-primary/5" : "hover:bg-accent",
              props.invalid && !checked && "border-destructive/60",
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={props.label}
              value={value}
              checked={checked}
              onChange={() => props.onChange(value)}
            />
            <span className="font-medium">{props.options[value].label}</span>
            <span className="text-xs text-muted-foreground">{props.options[value].hint}</span>
          </label>
        );
      })}
    </div>
  );
}

export function AdjustDialog(props: {
  scope: LocationScope;
  /** One lot, or the selected lots of a bulk adjustment. */
  lots: InventoryItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone?: () => void;
}) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-w-lg">
        {props.lots.length > 0 && (
          <AdjustForm key={props.lots.map((l) => l.id).join()} {...props} onClose={() => props.onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AdjustForm(props: { scope: LocationScope; lots: InventoryItem[]; onClose: () => void; onDone?: () => void }) {
  const { scope, lots } = props;
  const single = lots.length === 1 ? lots[0] : undefined;
  const unit = commonUnit(lots);
  const adjust = useAdjustQuantity(scope);
  const bulk = useBulkAdjustQuantity(scope);
  const form = useForm<AdjustFormValues, unknown, AdjustOutput>({
    resolver: adjustResolver(unit),
    defaultValues: adjustDefaults,
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as AdjustFormValues;
  const parsed = parseAdjustQuantity(values, unit);
  const t = useMessages(inventoryMessages);
  const say = useFieldMessage();
  const typeOptions: Record<AdjustmentType, { label: string; hint: string }> = {
    INCREMENTAL: { label: t("type.INCREMENTAL"), hint: t("type.INCREMENTALHint") },
    ABSOLUTE: { label: t("type.ABSOLUTE"), hint: t("type.ABSOLUTEHint") },
  };
  const reasonOptions = Object.fromEntries(
    adjustmentReasons.map((reason) => [reason, { label: t("reason", { reason }), hint: t("reasonHint", { reason }) }]),
  ) as Record<AdjustReason, { label: string; hint: string }>;

  const finish = () => {
    props.onClose();
    props.onDone?.();
  };
  const submit = form.handleSubmit(async (input) => {
    if (single) {
      await adjust
        .mutateAsync({ id: single.id, input })
        .then(finish)
        .catch((error: unknown) => showFieldErrors(error, form.setError));
      return;
    }
    // Each lot reads the typed text in its own unit: "2" is 2 units of a pre-roll, 2 g of flower.
    const items = lots.map((lot) => {
      const own = parseQuantity(values.quantity, lot.unit, { signed: input.type === "INCREMENTAL" });
      return { inventoryId: lot.id, type: input.type, quantity: own.ok ? own.value : input.quantity };
    });
    await bulk
      .mutateAsync({ items, reason: input.reason, note: input.note })
      .then(finish)
      .catch(() => undefined);
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <DialogHeader
        title={single ? t("adjust.one", { product: single.productName }) : t("adjust.many", { count: lots.length })}
        description={
          single
            ? t(single.lotNumber ? "adjust.whereWithLot" : "adjust.where", {
                room: single.roomName,
                lot: single.lotNumber ?? "",
                quantity: formatQuantity(single.quantity, single.unit),
              })
            : t("adjust.sameChange")
        }
      />
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <ChoiceGroup label={t("adjust.type")} value={field.value} options={typeOptions} onChange={field.onChange} />
        )}
      />
      <FormField
        label={t(values.type === "ABSOLUTE" ? "adjust.counted" : "adjust.change")}
        error={errors.quantity?.message}
        description={
          single && parsed.ok
            ? t("adjust.newQuantity", {
                quantity: formatQuantity(quantityAfter(single.quantity, values.type, parsed.value), single.unit),
              })
            : t(unit === "GRAM" ? "inGrams" : "inUnits")
        }
      >
        <Input
          autoFocus
          inputMode={unit === "GRAM" ? "decimal" : "numeric"}
          placeholder={values.type === "ABSOLUTE" ? "0" : "-2"}
          {...form.register("quantity")}
        />
      </FormField>
      <div className="grid gap-2">
        <span className="text-sm font-medium">{t("adjust.reason")}</span>
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => (
            <ChoiceGroup<AdjustReason>
              label={t("adjust.reason")}
              value={field.value}
              options={reasonOptions}
              onChange={field.onChange}
              invalid={Boolean(errors.reason)}
            />
          )}
        />
        {errors.reason && (
          <p role="alert" className="text-xs font-medium text-destructive">
            {plainMessage(say(errors.reason.message ?? ""), t("adjust.reason"))}
          </p>
        )}
      </div>
      <FormField label={t("adjust.note")} error={errors.note?.message} description={t("adjust.noteHint")}>
        <Textarea rows={2} {...form.register("note")} />
      </FormField>
      <DialogFooter>
        <FormButtons cancelLabel={t("cancel")} onCancel={props.onClose} pending={adjust.isPending || bulk.isPending}>
          {single ? t("adjust.save") : t("adjust.many", { count: lots.length })}
        </FormButtons>
      </DialogFooter>
    </form>
  );
}
