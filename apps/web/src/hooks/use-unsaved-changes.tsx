import { useBlocker } from "@tanstack/react-router";
import { ConfirmDialog } from "../components/ui/alert-dialog.tsx";

export interface LeaveQuestion {
  title: string;
  description: string;
  confirmLabel: string;
  /** Ask on reload or tab close too (not when what is open is kept, like the register's cart). */
  onUnload: boolean;
}

const UNSAVED: LeaveQuestion = {
  title: "You have unsaved changes.",
  description: "Leave this page and lose them, or stay and save them first.",
  confirmLabel: "Leave without saving",
  onUnload: true,
};

/**
 * Asks before leaving a form with unsaved edits (spec §2: 'You have unsaved changes.'), in the app and on
 * reload or tab close; another question for other things left open. Render the returned element inside the page.
 */
export function useUnsavedChanges(dirty: boolean, question: LeaveQuestion = UNSAVED) {
  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: () => dirty && question.onUnload,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      open={blocker.status === "blocked"}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title={question.title}
      description={question.description}
      cancelLabel="Stay"
      confirmLabel={question.confirmLabel}
      destructive={question === UNSAVED}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
