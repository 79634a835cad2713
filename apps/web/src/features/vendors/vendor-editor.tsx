import type { Vendor } from "@verdant/shared/vendors";
import { useState } from "react";
import { Dialog, DialogContent, DialogHeader } from "../../components/ui/dialog.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { useCreateVendor, useUpdateVendor, useUploadVendorLicense } from "./api.ts";
import { vendorScreenMessages } from "./messages.ts";
import { VendorForm, type VendorSubmit } from "./vendor-form.tsx";

export type VendorEditorTarget = { mode: "new" } | { mode: "edit"; vendor: Vendor } | null;

export function VendorEditorDialog(props: { scope: LocationScope; target: VendorEditorTarget; onClose: () => void }) {
  const { scope, target } = props;
  const t = useMessages(vendorScreenMessages);
  // A vendor created whose license upload failed is edited from then on, so a retry does not create it twice.
  const [created, setCreated] = useState<Vendor | null>(null);
  const editing = target?.mode === "edit" ? target.vendor : (created ?? undefined);
  const close = () => {
    setCreated(null);
    props.onClose();
  };
  const create = useCreateVendor(scope);
  const update = useUpdateVendor(scope);
  const upload = useUploadVendorLicense(scope);

  const save = async ({ input, license }: VendorSubmit) => {
    const saved = editing ? await update.mutateAsync({ id: editing.id, input }) : await create.mutateAsync(input);
    if (license) {
      // The vendor is saved either way; a refused file toasts the server's reason and keeps the dialog open.
      const uploaded = await upload.mutateAsync({ id: saved.id, file: license }).catch(() => null);
      if (!uploaded) return setCreated(saved);
    }
    close();
  };

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-h-[92dvh] max-w-2xl overflow-y-auto">
        <DialogHeader
          title={t(editing ? "editor.edit" : "editor.new")}
          description={editing ? editing.name : t("editor.newDescription")}
        />
        {target && <VendorForm key={editing?.id ?? "new"} vendor={editing} onSubmit={save} onCancel={close} />}
      </DialogContent>
    </Dialog>
  );
}
