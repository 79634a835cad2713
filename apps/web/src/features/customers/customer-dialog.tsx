import { useQuery } from "@tanstack/react-query";
import type { Customer } from "@verdant/shared/customers";
import { useState } from "react";
import { Dialog, DialogContent, DialogHeader } from "../../components/ui/dialog.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { messagesFor } from "../../lib/notify-error.ts";
import { customerGroupsQuery } from "../../lib/queries/customers.ts";
import { useCreateCustomer, useUpdateCustomer } from "./api.ts";
import { CustomerForm } from "./customer-form.tsx";
import { customerMessages } from "./messages.ts";

/** New customer, or edit one; the server's refusals (age, medical card, e-mail in use) stay in view. */
export function CustomerDialog(props: {
  scope: LocationScope;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  customer?: Customer | undefined;
  onSaved?: (customer: Customer) => void;
}) {
  const groups = useQuery({ ...customerGroupsQuery(props.scope), enabled: props.open });
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const t = useMessages(customerMessages);
  const fallback = props.customer ? t("toast.updateFailed") : t("toast.createFailed");
  const handlers = {
    onSuccess: (saved: Customer) => {
      setServerErrors([]);
      props.onOpenChange(false);
      props.onSaved?.(saved);
    },
    onError: (error: unknown) => setServerErrors(messagesFor(error, fallback)),
  };
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open) setServerErrors([]);
        props.onOpenChange(open);
      }}
    >
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <DialogHeader
          title={props.customer ? t("dialog.edit") : t("dialog.new")}
          description={t("dialog.description")}
        />
        {props.open && (
          <CustomerForm
            locationId={props.scope.locationId}
            customer={props.customer}
            groups={groups.data ?? []}
            pending={create.isPending || update.isPending}
            serverErrors={serverErrors}
            onCancel={() => props.onOpenChange(false)}
            onSubmit={(input) => {
              if (props.customer) update.mutate({ id: props.customer.id, ...input }, handlers);
              else create.mutate(input, handlers);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
