// A filter chosen from a row (a cashier, a customer), shown above the list with a button to clear it.
import { X } from "lucide-react";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { transactionMessages } from "./messages.ts";

export function Chip(props: { label: string; onRemove: () => void }) {
  const t = useMessages(transactionMessages);
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-accent px-3 py-1 text-xs font-medium">
      {props.label}
      <button type="button" aria-label={t("list.clear", { label: props.label })} onClick={props.onRemove}>
        <X className="size-3.5" />
      </button>
    </span>
  );
}
