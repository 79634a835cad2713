// Resolving a flagged offline sale: the manager says what was done (ID re-checked, stock counted, customer
// contacted); the note is kept with their name and the time, and the sale leaves the open list.
import { type OfflineSaleRow, resolveOfflineSaleInput } from "@verdant/shared/offline-sales";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog.tsx";
import { FormButtons } from "../../components/ui/form-buttons.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Textarea } from "../../components/ui/input.tsx";
import { schemaResolver } from "../../lib/form-resolver.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { useResolveOfflineSale } from "./api.ts";
import { offlineSalesMessages } from "./messages.ts";

type Values = { note: string };

export function ResolveOfflineSaleDialog(props: { scope: LocationScope; row: OfflineSaleRow; onClose: () => void }) {
  const resolve = useResolveOfflineSale(props.scope);
  const t = useMessages(offlineSalesMessages);
  // Sent empty, the shared schema's rule shows under the field ("Resolution is required").
  const form = useForm<Values, unknown, z.output<typeof resolveOfflineSaleInput>>({
    resolver: schemaResolver(resolveOfflineSaleInput, (values: Values) => values),
    defaultValues: { note: "" },
  });
  const submit = form.handleSubmit((input) =>
    resolve.mutate({ saleId: props.row.saleId, ...input }, { onSuccess: props.onClose }),
  );
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader
          title={t("resolve.title", { receipt: props.row.offlineReceipt })}
          description={t("resolve.description")}
        />
        <form noValidate className="grid gap-3" onSubmit={submit}>
          <ul className="grid gap-1 text-sm">
            {props.row.flags.map((flag) => (
              <li key={flag.code + flag.message} className="text-muted-foreground">
                {flag.message}
              </li>
            ))}
          </ul>
          <FormField label={t("resolve.note")} error={form.formState.errors.note?.message}>
            <Textarea maxLength={500} rows={3} placeholder={t("resolve.placeholder")} {...form.register("note")} />
          </FormField>
          <DialogFooter>
            <FormButtons cancelLabel={t("resolve.cancel")} onCancel={props.onClose} pending={resolve.isPending}>
              {t("resolve.submit")}
            </FormButtons>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
