import { useQuery } from "@tanstack/react-query";
import { COMBINATION_MODES, type CombinationMode } from "@verdant/shared/pricing/pricing.types";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Select } from "../../components/ui/select.tsx";
import { useUnsavedChanges } from "../../hooks/use-unsaved-changes.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { discountSettingsQuery, useSaveCombinationMode } from "./api.ts";
import { discountMessages } from "./messages.ts";

/** How the location's discounts combine (discount settings); leaving with a change asks first. */
export function CombinationModeCard({ scope, canWrite }: { scope: LocationScope; canWrite: boolean }) {
  const t = useMessages(discountMessages);
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
        <p className="text-sm font-medium">{t("mode.question")}</p>
        <p className="text-xs text-muted-foreground">{value ? t(`mode.${value}.hint`) : t("mode.loading")}</p>
      </div>
      <Select
        aria-label={t("mode.label")}
        className="w-56"
        value={value}
        disabled={!canWrite || !settings.data}
        onValueChange={(v) => setChoice(v as CombinationMode)}
        options={COMBINATION_MODES.map((m) => ({ value: m, label: t(`mode.${m}`) }))}
      />
      {canWrite && (
        <Button
          disabled={!dirty}
          loading={save.isPending}
          onClick={() => value && save.mutate(value, { onSuccess: () => setChoice(null) })}
        >
          {t("mode.save")}
        </Button>
      )}
      {dirty && <p className="w-full text-xs text-muted-foreground">{t("mode.unsaved")}</p>}
      {blocker}
    </Card>
  );
}
