// Deleting the selected rows of a list, and saying how it went (customers, discounts): a confirmation, then the
// count that succeeded in a toast and each refusal in its own (spec §8's fallback when the server gives none).
import type { BulkResult } from "@verdant/shared";
import { ConfirmDialog } from "./ui/alert-dialog.tsx";
import { notify } from "./ui/toaster.tsx";

/** "3 customers updated" (the caller's words for the count) and each refusal. */
export function announceBulk(result: BulkResult, done: (count: number) => string, fallback: string) {
  if (result.successCount > 0) notify.success(done(result.successCount));
  for (const failure of result.failures) notify.error(failure.message || fallback);
}

export function BulkDeleteDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ids: string[];
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  remove: {
    isPending: boolean;
    mutate: (ids: string[], options: { onSuccess: (result: BulkResult) => void }) => void;
  };
  /** Told of the result (announceBulk), after which the dialog closes and the selection clears. */
  onDeleted: (result: BulkResult) => void;
  clear: () => void;
}) {
  return (
    <ConfirmDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.title}
      description={props.description}
      confirmLabel={props.confirmLabel}
      cancelLabel={props.cancelLabel}
      destructive
      pending={props.remove.isPending}
      onConfirm={() =>
        props.remove.mutate(props.ids, {
          onSuccess: (result) => {
            props.onDeleted(result);
            props.onOpenChange(false);
            props.clear();
          },
        })
      }
    />
  );
}
