// A linked location's reporting at a glance: reports waiting, the last success, and every failure with Metrc's own
// message and a retry. A failure never stops the register; it stays here until it goes through.
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, CloudOff, RefreshCw, TriangleAlert } from "lucide-react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ButtonLink } from "../../components/ui/button-link.tsx";
import { Card, CardContent, CardHeader } from "../../components/ui/card.tsx";
import { RecordLink } from "../../components/ui/record-link.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { saleSyncQuery, trackTraceQuery, useRetryReport } from "./api.ts";
import { kindLabel, reportState, when } from "./labels.ts";
import { trackTraceMessages } from "./messages.ts";

export function SyncStatusCard({
  scope,
  canRetry,
  compact,
}: {
  scope: LocationScope;
  canRetry: boolean;
  compact?: boolean;
}) {
  const data = useQuery(trackTraceQuery(scope));
  const retry = useRetryReport(scope);
  const t = useMessages(trackTraceMessages);
  const status = data.data?.status;
  if (!status?.linked) return null;
  const healthy = status.failures.length === 0;
  return (
    <Card data-testid="metrc-sync-status">
      <CardHeader
        title={t("sync.title")}
        description={t("sync.description", { license: data.data?.link?.licenseNumber ?? "" })}
        action={
          compact ? (
            <ButtonLink to="/configure/metrc" variant="ghost" size="sm">
              {t("sync.open")}
            </ButtonLink>
          ) : undefined
        }
      />
      <CardContent className="grid gap-4 pt-4">
        <dl className="grid grid-cols-3 gap-3 text-sm">
          <Stat label={t("sync.waiting")} value={String(status.queueLength)} />
          <Stat
            label={t("sync.refused")}
            value={String(status.failedCount)}
            tone={status.failedCount ? "danger" : undefined}
          />
          <Stat label={t("sync.lastSuccess")} value={when(status.lastSuccessAt)} />
        </dl>
        {healthy ? (
          <p className="flex items-center gap-2 text-sm text-success">
            <CheckCircle2 className="size-4" aria-hidden /> {t("sync.healthy")}
          </p>
        ) : (
          <ul className="grid gap-2" aria-label={t("sync.failures")}>
            {status.failures.map((failure) => {
              const state = reportState(failure);
              return (
                <li key={failure.id} className="grid gap-1 rounded-lg border p-3 text-sm">
                  <div className="flex items-center justify-between gap-2">
                    <span className="flex items-center gap-2 font-medium">
                      {failure.status === "FAILED" ? (
                        <TriangleAlert className="size-4 text-destructive" aria-hidden />
                      ) : (
                        <CloudOff className="size-4 text-warning" aria-hidden />
                      )}
                      {kindLabel(failure.kind)}
                      {failure.receiptNumber !== null && (
                        <RecordLink
                          to="/transactions/$saleId"
                          params={{ saleId: failure.saleId! }}
                          className="font-normal text-primary"
                        >
                          #{failure.receiptNumber}
                        </RecordLink>
                      )}
                    </span>
                    <Badge tone={state.tone}>{state.text}</Badge>
                  </div>
                  <p className="text-muted-foreground">{failure.lastError}</p>
                  <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
                    <span>
                      {t("sync.attempts", { count: failure.attempts, when: when(failure.lastErrorAt) })}
                      {failure.labels.length > 0 && ` · ${failure.labels.join(", ")}`}
                    </span>
                    {canRetry && (
                      <Button
                        size="sm"
                        variant="outline"
                        loading={retry.isPending && retry.variables === failure.id}
                        onClick={() => retry.mutate(failure.id)}
                      >
                        <RefreshCw /> {t("sync.retry")}
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function Stat({ label, value, tone }: { label: string; value: string; tone?: "danger" }) {
  return (
    <div className="grid gap-0.5 rounded-lg bg-muted/50 p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={tone === "danger" ? "font-semibold text-destructive tabular-nums" : "font-semibold tabular-nums"}>
        {value}
      </dd>
    </div>
  );
}

/** A sale's reports to Metrc, on its receipt page (nothing at a location not linked). */
export function SaleSyncBadge({ scope, saleId }: { scope: LocationScope; saleId: string }) {
  const data = useQuery(saleSyncQuery(scope, saleId));
  const t = useMessages(trackTraceMessages);
  if (!data.data?.linked) return null;
  const events = data.data.events;
  const last = events.at(-1);
  const state = last ? reportState(last) : { text: t("state.waiting"), tone: "neutral" as const };
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="sale-metrc-status">
      <span className="text-muted-foreground">{t("sync.metrc")}</span>
      <Badge tone={state.tone}>{state.text}</Badge>
      {last?.lastError && last.status !== "DONE" && <span className="text-muted-foreground">{last.lastError}</span>}
    </div>
  );
}
