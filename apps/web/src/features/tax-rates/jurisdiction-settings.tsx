// The location's jurisdiction (decision 0018): pick a shipped preset, see every figure it brings with its source and
// dates, apply it, and tell the preset's figures from the ones the store changed or added.
import { useMutation, useQuery } from "@tanstack/react-query";
import { getJurisdiction, JURISDICTION_PRESETS } from "@verdant/shared/jurisdictions/jurisdictions";
import { appliedJurisdiction } from "@verdant/shared/jurisdictions/jurisdictions.api";
import type { JurisdictionPreset } from "@verdant/shared/jurisdictions/jurisdictions.types";
import type { Location } from "@verdant/shared/locations";
import type { TaxRate } from "@verdant/shared/tax-rates";
import { useState } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TitledCard } from "../../components/ui/card.tsx";
import { Select } from "../../components/ui/select.tsx";
import { api } from "../../lib/api-client.ts";
import { type LocationScope, locationPath } from "../../lib/location-scope.ts";
import { formatRate } from "../../lib/money.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { locationChanged } from "../../lib/queries/location.ts";
import { todayIn } from "../../lib/today.ts";
import { taxRatesQuery } from "./api.ts";

const customers = { ALL: "Everyone", RECREATIONAL: "Adult-use", MEDICAL: "Medical" } as const;
const dispositions = { RESTOCK: "Back to stock", QUARANTINE: "Quarantine", DESTROY: "Destruction" } as const;
const cards = {
  STATE_ID_CARD: "state/county ID card",
  RECOMMENDATION: "recommendation",
  PROVINCIAL_DOCUMENT: "provincial document",
};

const inForce = (from: string | null, to: string | null) =>
  from && to ? `${from} – ${to}` : from ? `From ${from}` : to ? `Until ${to}` : "Always";

/** Where a dated rate stands on the store's calendar day. */
function DateBadge(props: { from: string | null; to: string | null; today: string }) {
  if (props.to && props.to < props.today) return <Badge tone="neutral">Ended</Badge>;
  if (props.from && props.from > props.today) return <Badge tone="info">Scheduled</Badge>;
  return <Badge tone="success">In force</Badge>;
}

function OriginBadge({ rate }: { rate: TaxRate }) {
  if (rate.origin === "PRESET") return <Badge tone="success">Preset</Badge>;
  if (rate.origin === "OVERRIDDEN")
    return <Badge tone="warning">Store's figure (preset {formatRate(rate.presetRatePpm ?? 0)})</Badge>;
  return <Badge tone="info">Store's own</Badge>;
}

function PresetFacts({ preset }: { preset: JurisdictionPreset }) {
  const facts = [
    [
      "Minimum age",
      `${preset.minimumAges.RECREATIONAL} adult-use, ${preset.minimumAges.MEDICAL} medical`,
      preset.minimumAges.source,
    ],
    ["Purchase limits", preset.limitsProfile, "Configure → Taxes → Purchase limits shows its buckets"],
    ["Rounding", preset.rounding.rule, preset.rounding.source],
    ["Returns go to", preset.returns.dispositions.map((d) => dispositions[d]).join(", "), preset.returns.source],
  ];
  return (
    <dl className="grid gap-3 text-sm md:grid-cols-2">
      {facts.map(([label, value, source]) => (
        <div key={label} className="rounded-lg border bg-muted/30 p-3">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium">{value}</dd>
          <dd className="mt-1 text-xs text-muted-foreground">{source}</dd>
        </div>
      ))}
    </dl>
  );
}

function RatesTable(props: {
  rows: {
    key: string;
    name: string;
    group: string;
    ratePpm: number;
    customerType: keyof typeof customers;
    from: string | null;
    to: string | null;
    source: string | null;
    note?: string;
    origin?: React.ReactNode;
  }[];
  label: string;
  today: string;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm" aria-label={props.label}>
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <th className="px-3 py-2 font-medium">Tax</th>
            <th className="px-3 py-2 text-right font-medium">Rate</th>
            <th className="px-3 py-2 font-medium">Customers</th>
            <th className="px-3 py-2 font-medium">In force</th>
            <th className="px-3 py-2 font-medium">Source</th>
            {props.rows.some((r) => r.origin) && <th className="px-3 py-2 font-medium">Figure</th>}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((r) => (
            <tr key={r.key} className="border-t align-top">
              <td className="px-3 py-2">
                <div className="font-medium">{r.name}</div>
                <div className="text-xs text-muted-foreground">
                  {r.group}
                  {r.note ? ` · ${r.note}` : ""}
                </div>
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{formatRate(r.ratePpm)}</td>
              <td className="px-3 py-2">{customers[r.customerType]}</td>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                <div>{inForce(r.from, r.to)}</div>
                <DateBadge from={r.from} to={r.to} today={props.today} />
              </td>
              <td className="max-w-md px-3 py-2 text-xs text-muted-foreground">{r.source ?? "—"}</td>
              {r.origin && <td className="px-3 py-2">{r.origin}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function JurisdictionSettings(props: { scope: LocationScope; location: Location; canWrite: boolean }) {
  const [choice, setChoice] = useState<string | undefined>(props.location.jurisdiction ?? undefined);
  const preset = choice ? getJurisdiction(choice) : undefined;
  const rates = useQuery(taxRatesQuery(props.scope, { page: 1, limit: 100, status: "ACTIVE" }));
  const apply = useMutation({
    mutationFn: async (code: string) =>
      appliedJurisdiction.parse(await api.post(locationPath(props.scope, "jurisdiction"), { code })),
    meta: {
      success: "Jurisdiction applied",
      error: "Failed to apply the jurisdiction",
      invalidates: [...locationChanged, queryKeys.taxRates.all, queryKeys.taxGroups.all],
    },
  });
  const applied = props.location.jurisdiction ? getJurisdiction(props.location.jurisdiction) : undefined;
  const storeRates = rates.data?.data ?? [];
  const today = todayIn(props.location.timeZone);
  return (
    <div className="grid gap-5">
      <TitledCard
        title="Jurisdiction"
        description="The law this location sells under. A preset brings its taxes with their dates and sources, purchase limits, minimum ages, rounding and return rules; any rate can then be changed for this store."
        action={
          applied ? (
            <Badge tone="success">
              {applied.name} · data of {props.location.jurisdictionVersion}
            </Badge>
          ) : (
            <Badge tone="warning">No preset applied</Badge>
          )
        }
        contentClassName="grid gap-4"
      >
        <div className="flex flex-wrap items-center gap-3">
          <Select
            aria-label="Jurisdiction preset"
            className="w-80"
            value={choice}
            onValueChange={setChoice}
            placeholder="Choose a jurisdiction"
            options={JURISDICTION_PRESETS.map((p) => ({ value: p.code, label: p.name }))}
          />
          {props.canWrite && (
            <Button disabled={!preset} loading={apply.isPending} onClick={() => preset && apply.mutate(preset.code)}>
              {preset && preset.code === applied?.code ? "Apply again" : "Apply preset"}
            </Button>
          )}
        </div>
        {preset && <PresetFacts preset={preset} />}
        {preset && (
          <RatesTable
            label="Preset tax rates"
            today={today}
            rows={preset.taxGroups.flatMap((g) =>
              g.rates.map((r) => ({
                key: `${g.key}/${r.key}@${r.effectiveFrom}`,
                name: r.name,
                group: g.name,
                ratePpm: r.ratePpm,
                customerType: r.customerType,
                from: r.effectiveFrom,
                to: r.effectiveTo,
                source: r.source,
                note: r.exemptCardTypes?.length
                  ? `not with a ${r.exemptCardTypes.map((c) => cards[c]).join(", ")}`
                  : undefined,
              })),
            )}
          />
        )}
      </TitledCard>
      <TitledCard
        title="Tax rates at this location"
        description="Past, current and scheduled rates; a sale uses those in force on its own day. Preset: the figure as the law's data has it. Store's figure: a preset rate this store changed. Store's own: a rate the store added."
        contentClassName=""
      >
        {storeRates.length === 0 ? (
          <p className="text-sm text-muted-foreground">This location has no active tax rates yet.</p>
        ) : (
          <RatesTable
            label="Location tax rates"
            today={today}
            rows={storeRates.map((r) => ({
              key: r.id,
              name: r.name,
              group: r.taxGroupName ?? "Standalone",
              ratePpm: r.ratePpm,
              customerType: r.customerType,
              from: r.effectiveFrom,
              to: r.effectiveTo,
              source: r.source,
              origin: <OriginBadge rate={r} />,
            }))}
          />
        )}
      </TitledCard>
    </div>
  );
}
