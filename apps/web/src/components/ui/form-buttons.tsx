import type { ReactNode } from "react";
import { Button } from "./button.tsx";

/** A form's two buttons: cancel (or back) and submit, the submit busy while the form is sent. */
export function FormButtons(props: {
  onCancel: () => void;
  cancelLabel?: string;
  pending?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <Button variant="outline" onClick={props.onCancel}>
        {props.cancelLabel ?? "Cancel"}
      </Button>
      <Button type="submit" loading={props.pending} disabled={props.disabled}>
        {props.children}
      </Button>
    </>
  );
}
