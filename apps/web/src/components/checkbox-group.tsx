// A named set of checkboxes that edits a list of ids (the customer groups of a customer or of a discount's rules).
import { CheckboxField } from "./ui/checkbox.tsx";

export function CheckboxGroup(props: {
  legend: string;
  hint?: string | undefined;
  options: { id: string; name: string }[];
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const { value, onChange } = props;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{props.legend}</legend>
      {props.hint && <p className="text-xs text-muted-foreground">{props.hint}</p>}
      <div className="grid gap-2 sm:grid-cols-3">
        {props.options.map((option) => (
          <CheckboxField
            key={option.id}
            label={option.name}
            checked={value.includes(option.id)}
            onCheckedChange={(on) =>
              onChange(on === true ? [...value, option.id] : value.filter((id) => id !== option.id))
            }
          />
        ))}
      </div>
    </fieldset>
  );
}
