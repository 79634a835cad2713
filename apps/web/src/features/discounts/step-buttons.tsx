// The foot of a builder stage after the first: back to the stage before, and save this one.
import type { ReactNode } from "react";
import { FormButtons } from "../../components/ui/form-buttons.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { discountMessages } from "./messages.ts";

export function StepButtons(props: { onBack: () => void; pending: boolean; children: ReactNode }) {
  const t = useMessages(discountMessages);
  return (
    <div className="flex justify-between gap-2">
      <FormButtons onCancel={props.onBack} cancelLabel={t("back")} pending={props.pending}>
        {props.children}
      </FormButtons>
    </div>
  );
}
