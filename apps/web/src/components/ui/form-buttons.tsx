import type { ReactNode } from "react";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { commonMessages } from "../../lib/messages.ts";
import { Button } from "./button.tsx";

/** A form's two buttons: cancel (or back) and submit, the submit busy while the form is sent. */
export function FormButtons(props: {
  onCancel: () => void;
  cancelLabel?: string;
  pending?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  const t = useMessages(commonMessages);
  return (
    <>
      <Button variant="outline" onClick={props.onCancel}>
        {props.cancelLabel ?? t("ui.cancel")}
      </Button>
      <Button type="submit" loading={props.pending} disabled={props.disabled}>
        {props.children}
      </Button>
    </>
  );
}
