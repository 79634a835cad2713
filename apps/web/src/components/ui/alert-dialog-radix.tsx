// Radix's alert dialog behind the kit's ConfirmDialog (alert-dialog.tsx), loaded when a confirmation first opens or
// when the browser is first idle (decision 0036).
import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import type { ReactNode } from "react";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { commonMessages } from "../../lib/messages.ts";
import { buttonClasses } from "./button.tsx";
import { overlayClasses, panelClasses } from "./dialog-classes.ts";

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action (delete, archive) gets a red confirm button. */
  destructive?: boolean;
  pending?: boolean;
  onConfirm: () => void;
};

/** A confirmation that must be answered: no close on outside click, Escape cancels. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const t = useMessages(commonMessages);
  const { open, onOpenChange, title, description } = props;
  const confirmLabel = props.confirmLabel ?? t("ui.confirm");
  const cancelLabel = props.cancelLabel ?? t("ui.cancel");
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={overlayClasses} />
        <AlertDialogPrimitive.Content className={`${panelClasses} max-w-md`}>
          <div className="grid gap-1.5">
            <AlertDialogPrimitive.Title className="text-lg font-semibold">{title}</AlertDialogPrimitive.Title>
            <AlertDialogPrimitive.Description className="text-sm text-muted-foreground">
              {description ?? ""}
            </AlertDialogPrimitive.Description>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel className={buttonClasses("outline")}>
              {cancelLabel}
            </AlertDialogPrimitive.Cancel>
            <AlertDialogPrimitive.Action
              className={buttonClasses(props.destructive ? "destructive" : "primary")}
              disabled={props.pending}
              onClick={(event) => {
                // The caller closes the dialog (open=false) when its action is done, so it can show it pending.
                event.preventDefault();
                props.onConfirm();
              }}
            >
              {confirmLabel}
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
