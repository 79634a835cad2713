import { useMutation, useQuery } from "@tanstack/react-query";
import { getLimitsProfile, LIMITS_PROFILE_CODES } from "@verdant/shared/limits/index";
import { formatLimitAmount, type LimitsProfile } from "@verdant/shared/limits/limits.types";
import { location as locationSchema } from "@verdant/shared/locations";
import { RadioGroup } from "radix-ui";
import { useState } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { LoadingBlock } from "../../components/ui/spinner.tsx";
import { useUnsavedChanges } from "../../hooks/use-unsaved-changes.tsx";
import { api } from "../../lib/api-client.ts";
import { cn } from "../../lib/cn.ts";
import { translate, useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { locationChanged, locationUrl, selectedLocationQuery } from "../../lib/queries/location.ts";
import { taxGroupMessages } from "./messages.ts";

const t = translate(taxGroupMessages);

/** The presets in force today in the store's time zone (profiles are versioned by effective date). */
export function currentPresets(timeZone: string, at = new Date().toISOString()): LimitsProfile[] {
  return LIMITS_PROFILE_CODES.map((code) => getLimitsProfile(code, at, timeZone)).filter(
    (p): p is LimitsProfile => p !== undefined,
  );
}

/** The location's purchase-limit profile: one of the shipped presets, with the buckets each enforces. */
export function LimitsProfileSettings(props: { scope: LocationScope; canWrite: boolean }) {
  const words = useMessages(taxGroupMessages);
  const location = useQuery(selectedLocationQuery(props.scope));
  const [choice, setChoice] = useState<string | null>(null);
  const [noneConfirmed, setNoneConfirmed] = useState(false);
  const save = useMutation({
    mutationFn: async (limitsProfile: string) =>
      locationSchema.parse(
        await api.patch(locationUrl(props.scope), {
          limitsProfile,
          ...(limitsProfile === "NONE" ? { limitsNoneConfirmed: true } : {}),
        }),
      ),
    meta: {
      success: t("toast.limitsSaved"),
      error: t("toast.locationUpdateFailed"),
      invalidates: locationChanged,
    },
  });
  const saved = location.data?.limitsProfile;
  const selected = choice ?? saved;
  const dirty = choice !== null && choice !== saved;
  // A US or Canadian store sells without limits only when the owner says so in as many words (decision 0018).
  const needsConfirmation = dirty && selected === "NONE" && !noneConfirmed;
  const blocker = useUnsavedChanges(dirty);
  if (!location.data) return <LoadingBlock />;
  const presets = currentPresets(location.data.timeZone);

  return (
    <div className="grid gap-4">
      <RadioGroup.Root
        value={selected}
        onValueChange={setChoice}
        disabled={!props.canWrite}
        aria-label={words("limits.label")}
        className="grid gap-3 md:grid-cols-2"
      >
        {presets.map((preset) => (
          <RadioGroup.Item
            key={preset.code}
            value={preset.code}
            className={cn(
              "grid content-start gap-2 rounded-xl border bg-card p-4 text-left transition-colors",
              "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/50",
              "data-[state=checked]:border-primary data-[state=checked]:ring-1 data-[state=checked]:ring-primary",
              "enabled:hover:bg-accent/40 disabled:cursor-default",
            )}
          >
            <span className="flex items-start justify-between gap-2">
              <span className="font-medium">{preset.name}</span>
              {preset.code === saved && <Badge tone="success">{words("limits.current")}</Badge>}
            </span>
            {preset.buckets.length === 0 ? (
              <span className="text-sm text-muted-foreground">{words("limits.noChecks")}</span>
            ) : (
              <ul className="grid gap-1 text-sm text-muted-foreground">
                {preset.buckets.map((b) => (
                  <li key={b.id} className="flex justify-between gap-3">
                    <span>
                      {b.customerTypes.length === 1
                        ? words("limits.only", { bucket: b.label, type: b.customerTypes[0]! })
                        : b.label}
                    </span>
                    <span className="whitespace-nowrap tabular-nums">
                      {words("limits.amount", { amount: formatLimitAmount(b.maxMg, b.unit), period: b.period })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {preset.buckets.length > 0 && (
              <span className="text-xs text-muted-foreground">
                {words("limits.since", { date: preset.effectiveFrom })}
              </span>
            )}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {props.canWrite ? (
        <div className="flex items-center justify-end gap-2">
          {dirty && selected === "NONE" && (
            <span className="mr-auto flex items-center gap-2 text-sm">
              <Checkbox
                id="limits-none-confirmed"
                checked={noneConfirmed}
                onCheckedChange={(value) => setNoneConfirmed(value === true)}
              />
              <label htmlFor="limits-none-confirmed">{words("limits.confirmNone")}</label>
            </span>
          )}
          {dirty && <span className="text-sm text-muted-foreground">{words("limits.unsaved")}</span>}
          <Button variant="outline" disabled={!dirty} onClick={() => setChoice(null)}>
            {words("limits.discard")}
          </Button>
          <Button
            disabled={!dirty || needsConfirmation}
            loading={save.isPending}
            onClick={() => selected && save.mutate(selected, { onSuccess: () => setChoice(null) })}
          >
            {words("limits.save")}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{words("limits.readOnly")}</p>
      )}
      {blocker}
    </div>
  );
}
