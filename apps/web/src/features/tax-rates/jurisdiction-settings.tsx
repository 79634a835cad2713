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
import { translate, useMessages } from "../../lib/i18n/catalog.ts";
import { type LocationScope, locationPath } from "../../lib/location-scope.ts";
import { formatRate } from "../../lib/money.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { locationChanged } from "../../lib/queries/location.ts";
import { todayIn } from "../../lib/today.ts";
import { taxRatesQuery } from "./api.ts";
import { taxRateMessages } from "./messages.ts";

const t = translate(taxRateMessages);
const customers = {
  ALL: "jurisdiction.everyone",
  RECREATIONAL: "jurisdiction.adultUse",
  MEDICAL: "jurisdiction.medical",
} as const;

const inForce = (from: string | null, to: string | null) =>
  from && to
    ? t("jurisdiction.period", { from, to })
    : from
      ? t("jurisdiction.from", { from })
      : to
        ? t("jurisdiction.until", { to })
        : t("jurisdiction.always");

/** Where a dated rate stands on the store's calendar day. */
function DateBadge(props: { from: string | null; to: string | null; today: string }) {
  const t = useMessages(taxRateMessages);
  if (props.to && props.to < props.today) return <Badge tone="neutral">{t("jurisdiction.ended")}</Badge>;
  if (props.from && props.from > props.today) return <Badge tone="info">{t("jurisdiction.scheduled")}</Badge>;
  return <Badge tone="success">{t("jurisdiction.inForce")}</Badge>;
}

function OriginBadge({ rate }: { rate: TaxRate }) {
  const t = useMessages(taxRateMessages);
  if (rate.origin === "PRESET") return <Badge tone="success">{t("jurisdiction.preset")}</Badge>;
  if (rate.origin === "OVERRIDDEN")
    return <Badge tone="warning">{t("jurisdiction.overridden", { rate: formatRate(rate.presetRatePpm ?? 0) })}</Badge>;
  return <Badge tone="info">{t("jurisdiction.own")}</Badge>;
}

function PresetFacts({ preset }: { preset: JurisdictionPreset }) {
  const t = useMessages(taxRateMessages);
  const ages = { recreational: preset.minimumAges.RECREATIONAL, medical: preset.minimumAges.MEDICAL };
  const returns = preset.returns.dispositions.map((disposition) => t("jurisdiction.disposition", { disposition }));
  const facts = [
    [t("jurisdiction.minimumAge"), t("jurisdiction.ages", ages), preset.minimumAges.source],
    [t("jurisdiction.limits"), preset.limitsProfile, t("jurisdiction.limitsSource")],
    [t("jurisdiction.rounding"), preset.rounding.rule, preset.rounding.source],
    [t("jurisdiction.returns"), returns.join(", "), preset.returns.source],
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
  const t = useMessages(taxRateMessages);
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm" aria-label={props.label}>
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <th className="px-3 py-2 font-medium">{t("jurisdiction.tax")}</th>
            <th className="px-3 py-2 text-right font-medium">{t("jurisdiction.rate")}</th>
            <th className="px-3 py-2 font-medium">{t("jurisdiction.customers")}</th>
            <th className="px-3 py-2 font-medium">{t("jurisdiction.inForce")}</th>
            <th className="px-3 py-2 font-medium">{t("jurisdiction.source")}</th>
            {props.rows.some((r) => r.origin) && <th className="px-3 py-2 font-medium">{t("jurisdiction.figure")}</th>}
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
              <td className="px-3 py-2">{t(customers[r.customerType])}</td>
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
  const words = useMessages(taxRateMessages);
  const [choice, setChoice] = useState<string | undefined>(props.location.jurisdiction ?? undefined);
  const preset = choice ? getJurisdiction(choice) : undefined;
  const rates = useQuery(taxRatesQuery(props.scope, { page: 1, limit: 100, status: "ACTIVE" }));
  const apply = useMutation({
    mutationFn: async (code: string) =>
      appliedJurisdiction.parse(await api.post(locationPath(props.scope, "jurisdiction"), { code })),
    meta: {
      success: t("toast.applied"),
      error: t("toast.applyFailed"),
      invalidates: [...locationChanged, queryKeys.taxRates.all, queryKeys.taxGroups.all],
    },
  });
  const applied = props.location.jurisdiction ? getJurisdiction(props.location.jurisdiction) : undefined;
  const storeRates = rates.data?.data ?? [];
  const today = todayIn(props.location.timeZone);
  return (
    <div className="grid gap-5">
      <TitledCard
        title={words("jurisdiction.title")}
        description={words("jurisdiction.description")}
        action={
          applied ? (
            <Badge tone="success">
              {words("jurisdiction.applied", {
                name: applied.name,
                version: props.location.jurisdictionVersion ?? "",
              })}
            </Badge>
          ) : (
            <Badge tone="warning">{words("jurisdiction.noPreset")}</Badge>
          )
        }
        contentClassName="grid gap-4"
      >
        <div className="flex flex-wrap items-center gap-3">
          <Select
            aria-label={words("jurisdiction.presetLabel")}
            className="w-80"
            value={choice}
            onValueChange={setChoice}
            placeholder={words("jurisdiction.choose")}
            options={JURISDICTION_PRESETS.map((p) => ({ value: p.code, label: p.name }))}
          />
          {props.canWrite && (
            <Button disabled={!preset} loading={apply.isPending} onClick={() => preset && apply.mutate(preset.code)}>
              {preset && preset.code === applied?.code ? words("jurisdiction.applyAgain") : words("jurisdiction.apply")}
            </Button>
          )}
        </div>
        {preset && <PresetFacts preset={preset} />}
        {preset && (
          <RatesTable
            label={words("jurisdiction.presetRates")}
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
                  ? words("jurisdiction.exempt", {
                      cards: r.exemptCardTypes.map((card) => words("jurisdiction.card", { card })).join(", "),
                    })
                  : undefined,
              })),
            )}
          />
        )}
      </TitledCard>
      <TitledCard
        title={words("jurisdiction.storeTitle")}
        description={words("jurisdiction.storeDescription")}
        contentClassName=""
      >
        {storeRates.length === 0 ? (
          <p className="text-sm text-muted-foreground">{words("jurisdiction.noRates")}</p>
        ) : (
          <RatesTable
            label={words("jurisdiction.storeRates")}
            today={today}
            rows={storeRates.map((r) => ({
              key: r.id,
              name: r.name,
              group: r.taxGroupName ?? words("list.standalone"),
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
