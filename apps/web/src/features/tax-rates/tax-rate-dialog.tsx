import type { TaxRate } from "@verdant/shared/tax-rates";
import { Dialog, DialogContent, DialogHeader } from "../../components/ui/dialog.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { useCreateTaxRate, useUpdateTaxRate } from "./api.ts";
import { taxRateMessages } from "./messages.ts";
import { TaxRateForm } from "./tax-rate-form.tsx";

/** Create a rate (in a group or standalone) or edit one; closes itself when the API has answered. */
export function TaxRateDialog(props: {
  scope: LocationScope;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rate?: TaxRate | undefined;
  groups?: { id: string; name: string }[];
  defaultGroupId?: string;
}) {
  const t = useMessages(taxRateMessages);
  const create = useCreateTaxRate(props.scope);
  const update = useUpdateTaxRate(props.scope);
  const close = () => props.onOpenChange(false);
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader title={props.rate ? t("dialog.edit") : t("dialog.new")} description={t("dialog.description")} />
        {props.open && (
          <TaxRateForm
            rate={props.rate}
            groups={props.groups}
            defaultGroupId={props.defaultGroupId}
            pending={create.isPending || update.isPending}
            onCancel={close}
            onSubmit={({ taxGroupId, ...input }) => {
              if (props.rate) update.mutate({ id: props.rate.id, ...input }, { onSuccess: close });
              else create.mutate({ taxGroupId, ...input }, { onSuccess: close });
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
