// A form's yes/no field, the one way forms write it (issue 18): React Hook Form's boolean through its Controller,
// as a labelled tick box with its hint.
import type { ReactNode } from "react";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { CheckboxField } from "./checkbox.tsx";

export function FormCheckbox<Values extends FieldValues, Context, Transformed>(props: {
  control: Control<Values, Context, Transformed>;
  name: FieldPath<Values>;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <CheckboxField
          label={props.label}
          hint={props.hint}
          className={props.className}
          checked={field.value}
          onCheckedChange={(on) => field.onChange(on === true)}
        />
      )}
    />
  );
}
