import { useBlocker } from "@tanstack/react-router";
import { ConfirmDialog } from "../components/ui/alert-dialog.tsx";
import { useMessages } from "../lib/i18n/catalog.ts";
import { commonMessages } from "../lib/messages.ts";

export interface LeaveQuestion {
  title: string;
  description: string;
  confirmLabel: string;
  /** Ask on reload or tab close too (not when what is open is kept, like the register's cart). */
  onUnload: boolean;
}

/**
 * Asks before leaving a form with unsaved edits (spec §2: 'You have unsaved changes.'), in the app and on
 * reload or tab close; another question for other things left open. Render the returned element inside the page.
 */
export function useUnsavedChanges(dirty: boolean, other?: LeaveQuestion) {
  const t = useMessages(commonMessages);
  const question: LeaveQuestion = other ?? {
    title: t("unsavedChanges"),
    description: t("leave.description"),
    confirmLabel: t("leave.confirm"),
    onUnload: true,
  };
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
      cancelLabel={t("leave.stay")}
      confirmLabel={question.confirmLabel}
      destructive={!other}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
