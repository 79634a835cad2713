import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn.ts";
import { useFieldMessage } from "../../lib/field-errors.ts";
import { plainMessage } from "../../lib/plain-messages.ts";
import { Label } from "./label.tsx";

type ControlProps = { id?: string; "aria-invalid"?: boolean; "aria-describedby"?: string };

/**
 * Label + control + description + error text. The single child control receives the id and aria attributes,
 * so screen readers announce the error with the field.
 */
export function FormField(props: {
  label: ReactNode;
  error?: string | undefined;
  description?: ReactNode;
  className?: string;
  /** Shown right of the label (a "Forgot password?" link). */
  aside?: ReactNode;
  children: ReactElement<ControlProps>;
}) {
  const { label, description, className, aside, children } = props;
  // In the reader's language (decision 0041), under the field's label, never a property name, enum value or id
  // (lib/plain-messages.ts).
  const say = useFieldMessage();
  const error = props.error && plainMessage(say(props.error), typeof label === "string" ? label : undefined);
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control = Children.only(children);
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      {isValidElement(control) &&
        cloneElement(control, { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {description && !error && (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

/** A field's error line, announced with the field that names it in `aria-describedby` (FormField's own, too). */
export function FieldError(props: { id: string | undefined; children: ReactNode }) {
  return (
    <p id={props.id} role="alert" className="text-xs font-medium text-destructive">
      {props.children}
    </p>
  );
}
