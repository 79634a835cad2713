import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogHeader } from "../../../components/ui/dialog.tsx";
import { LoadingBlock } from "../../../components/ui/spinner.tsx";
import { useMessages } from "../../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../../lib/location-scope.ts";
import { catalogMessages } from "../messages.ts";
import { productDetailQuery, useCreateProduct, useUpdateProduct, useUploadProductImage } from "./api.ts";
import { ProductForm, type ProductSubmit, type VendorChoice } from "./product-form.tsx";

export type ProductEditorTarget = { mode: "new" } | { mode: "edit"; id: string } | null;

/** The product editor in a wide dialog: create, or edit one product loaded fresh. */
export function ProductEditorDialog(props: {
  scope: LocationScope;
  target: ProductEditorTarget;
  onClose: () => void;
  currency: string;
  vendors: readonly VendorChoice[];
  canCreateLookups: boolean;
}) {
  const { scope, target } = props;
  const t = useMessages(catalogMessages);
  const editId = target?.mode === "edit" ? target.id : undefined;
  const detail = useQuery({ ...productDetailQuery(scope, editId ?? ""), enabled: Boolean(editId) });
  const create = useCreateProduct(scope);
  const update = useUpdateProduct(scope);
  const upload = useUploadProductImage(scope);

  const save = async ({ input, image }: ProductSubmit) => {
    const saved = editId ? await update.mutateAsync({ id: editId, input }) : await create.mutateAsync(input);
    // The product is saved either way; a refused image is its own toast ('Failed to upload product image').
    if (image.file) await upload.mutateAsync({ id: saved.id, file: image.file }).catch(() => undefined);
    props.onClose();
  };

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="max-h-[92dvh] max-w-3xl overflow-y-auto">
        <DialogHeader
          title={t(editId ? "editor.edit" : "product.new")}
          description={editId ? detail.data?.name : t("editor.newDescription")}
        />
        {target &&
          (editId && !detail.data ? (
            <LoadingBlock label={t("editor.loading")} />
          ) : (
            <ProductForm
              key={editId ?? "new"}
              scope={scope}
              product={detail.data}
              currency={props.currency}
              vendors={props.vendors}
              canCreateLookups={props.canCreateLookups}
              onSubmit={save}
              onCancel={props.onClose}
            />
          ))}
      </DialogContent>
    </Dialog>
  );
}

/** "New product": in a list's toolbar (primary) or its empty state (outline). */
export function NewProductButton(props: { onClick: () => void; outline?: boolean; className?: string }) {
  const t = useMessages(catalogMessages);
  return (
    <Button variant={props.outline ? "outline" : "primary"} className={props.className} onClick={props.onClick}>
      <Plus /> {t("product.new")}
    </Button>
  );
}
