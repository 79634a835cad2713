// The room form (create and edit): name, room types, optional area, linked registers and active, checked by
// the shared roomInput schema; a name already used at this location shows under the name field.
import { type Room, type RoomType, type RoomValues, roomInput, roomTypes } from "@verdant/shared/rooms";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { FormButtons } from "../../components/ui/form-buttons.tsx";
import { FormCheckbox } from "../../components/ui/form-checkbox.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { cn } from "../../lib/cn.ts";
import { useFieldMessage } from "../../lib/field-errors.ts";
import { schemaResolver } from "../../lib/form-resolver.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { showFieldErrors } from "../../lib/server-field-errors.ts";
import { roomMessages } from "./messages.ts";

export type RoomFormValues = {
  name: string;
  roomTypes: RoomType[];
  area: string;
  linkedRegisters: string;
  isActive: boolean;
};

export const roomFormDefaults = (existing?: Room): RoomFormValues => ({
  name: existing?.name ?? "",
  roomTypes: existing?.roomTypes ?? [],
  area: existing?.area === undefined ? "" : String(existing.area),
  linkedRegisters: existing?.linkedRegisters.split(",").filter(Boolean).join(", ") ?? "",
  isActive: existing?.isActive ?? true,
});

export function RoomForm(props: {
  room?: Room;
  pending: boolean;
  submitLabel: string;
  /** Resolves when saved; a rejection with field errors is shown under the fields. */
  onSubmit: (values: RoomValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<RoomFormValues, unknown, RoomValues>({
    resolver: schemaResolver(roomInput, (values: RoomFormValues) => values),
    defaultValues: roomFormDefaults(props.room),
  });
  const { errors } = form.formState;
  const id = useId();
  const t = useMessages(roomMessages);
  const say = useFieldMessage();

  const submit = form.handleSubmit((values) =>
    props.onSubmit(values).catch((error: unknown) => showFieldErrors(error, form.setError)),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <FormField label={t("form.name")} error={errors.name?.message}>
        <Input autoFocus placeholder={t("form.namePlaceholder")} {...form.register("name")} />
      </FormField>
      <Controller
        control={form.control}
        name="roomTypes"
        render={({ field }) => (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t("form.types")}</legend>
            <div className="flex flex-wrap gap-2">
              {roomTypes.map((type) => {
                const checked = field.value.includes(type);
                return (
                  <div
                    key={type}
                    className={cn(
                      "flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm transition-colors",
                      checked ? "border-primary bg-primary/10 text-foreground" : "hover:bg-accent",
                    )}
                  >
                    <Checkbox
                      id={`${id}-${type}`}
                      checked={checked}
                      onCheckedChange={(on) =>
                        field.onChange(on ? [...field.value, type] : field.value.filter((t) => t !== type))
                      }
                    />
                    <label htmlFor={`${id}-${type}`} className="cursor-pointer select-none">
                      {t("type", { type })}
                    </label>
                  </div>
                );
              })}
            </div>
            {errors.roomTypes?.message && (
              <p role="alert" className="text-xs font-medium text-destructive">
                {say(errors.roomTypes.message)}
              </p>
            )}
          </fieldset>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <FormField label={t("form.area")} error={errors.area?.message} description={t("form.optional")}>
          <Input inputMode="decimal" placeholder="250" {...form.register("area")} />
        </FormField>
        <FormField
          label={t("form.registers")}
          error={errors.linkedRegisters?.message}
          description={t("form.registersHint")}
        >
          <Input placeholder={t("form.registersPlaceholder")} {...form.register("linkedRegisters")} />
        </FormField>
      </div>
      <FormCheckbox control={form.control} name="isActive" label={t("form.active")} hint={t("form.activeHint")} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <FormButtons cancelLabel={t("cancel")} onCancel={props.onCancel} pending={props.pending}>
          {props.submitLabel}
        </FormButtons>
      </div>
    </form>
  );
}
