// A form's choice among a few values, the one way forms write it (issue 18): React Hook Form's field through its
// Controller, labelled by FormField with the field's error (or the one given) under it.
import type { ReactNode } from "react";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { FormField } from "./form-field.tsx";
import { Select, type SelectOption } from "./select.tsx";

export function SelectField<Values extends FieldValues, Context, Transformed>(props: {
  control: Control<Values, Context, Transformed>;
  name: FieldPath<Values>;
  label: ReactNode;
  options: readonly SelectOption[];
  description?: ReactNode;
  placeholder?: string;
  className?: string;
  /** Where the form words the field's error itself (a server's message, a shared field). */
  error?: string | undefined;
  /** What else a choice does, after the field takes it (fill a country's defaults, clear the errors). */
  onChange?: (value: string) => void;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <FormField
          label={props.label}
          error={"error" in props ? props.error : fieldState.error?.message}
          description={props.description}
          className={props.className}
        >
          <Select
            value={field.value || undefined}
            onValueChange={(value) => {
              field.onChange(value);
              props.onChange?.(value);
            }}
            placeholder={props.placeholder}
            options={props.options}
          />
        </FormField>
      )}
    />
  );
}
