import { useQuery } from "@tanstack/react-query";
import { COMBINATION_MODES, type CombinationMode } from "@verdant/shared/pricing/pricing.types";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Select } from "../../components/ui/select.tsx";
import { useUnsavedChanges } from "../../hooks/use-unsaved-changes.tsx";
import type { LocationScope } from "../../lib/location-scope.ts";
import { discountSettingsQuery, useSaveCombinationMode } from "./api.ts";

export const modeLabels: Record<CombinationMode, { label: string; hint: string }> = {
  APPLY_ALL: { label: "Stack all", hint: "Every discount that qualifies applies, in the list's order." },
  APPLY_HIGHEST_ONLY: { label: "Best for the customer", hint: "Each line gets only its largest discount." },
  APPLY_LOWEST_ONLY: { label: "Smallest only", hint: "Each line gets only its smallest discount." },
  DISABLE_ALL: { label: "Off", hint: "No discount applies at this location." },
};

/** How the location's discounts combine (discount settings); leaving with a change asks first. */
export function CombinationModeCard({ scope, canWrite }: { scope: LocationScope; canWrite: boolean }) {
  const settings = useQuery(discountSettingsQuery(scope));
  const save = useSaveCombinationMode(scope);
  const [choice, setChoice] = useState<CombinationMode | null>(null);
  const saved = settings.data?.combinationMode;
  const value = choice ?? saved;
  const dirty = choice !== null && choice !== saved;
  const blocker = useUnsavedChanges(dirty);
  return (
    <Card className="flex flex-wrap items-center gap-4 p-4">
      <div className="grid min-w-56 flex-1 gap-0.5">
        <p className="text-sm font-medium">When several discounts qualify</p>
        <p className="text-xs text-muted-foreground">{value ? modeLabels[value].hint : "Loading..."}</p>
      </div>
      <Select
        aria-label="Combination mode"
        className="w-56"
        value={value}
        disabled={!canWrite || !settings.data}
        onValueChange={(v) => setChoice(v as CombinationMode)}
        options={COMBINATION_MODES.map((m) => ({ value: m, label: modeLabels[m].label }))}
      />
      {canWrite && (
        <Button
          disabled={!dirty}
          loading={save.isPending}
          onClick={() => value && save.mutate(value, { onSuccess: () => setChoice(null) })}
        >
          Save
        </Button>
      )}
      {dirty && <p className="w-full text-xs text-muted-foreground">You have unsaved changes.</p>}
      {blocker}
    </Card>
  );
}
