import { useBlocker } from "@tanstack/react-router";
import { ConfirmDialog } from "../components/ui/alert-dialog.tsx";

/**
 * Asks before leaving a form with unsaved edits (spec §2: 'You have unsaved changes.'), in the app and on
 * reload or tab close. Render the returned element inside the page.
 */
export function useUnsavedChanges(dirty: boolean) {
  const blocker = useBlocker({ shouldBlockFn: () => dirty, enableBeforeUnload: () => dirty, withResolver: true });
  return (
    <ConfirmDialog
      open={blocker.status === "blocked"}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title="You have unsaved changes."
      description="Leave this page and lose them, or stay and save them first."
      cancelLabel="Stay"
      confirmLabel="Leave without saving"
      destructive
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
