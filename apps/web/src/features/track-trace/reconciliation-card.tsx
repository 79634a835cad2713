// Reconciliation: each tagged package's quantity in Metrc against the ledger here, every difference with its likely
// cause, settled by counting Metrc's quantity here or by reporting ours to Metrc.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Reconciliation, ReconciliationRow } from "@verdant/shared/track-trace";
import { Scale } from "lucide-react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TitledCard } from "../../components/ui/card.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { notifyError } from "../../lib/notify-error.ts";
import { reconciliationQuery, useResolveDifference } from "./api.ts";
import { causeLabel, when } from "./labels.ts";
import { trackTraceMessages } from "./messages.ts";

const tone = (row: ReconciliationRow) =>
  row.cause === "UNREPORTED" ? "neutral" : row.cause === "FAILED_REPORT" ? "danger" : "warning";
/** The ways a difference may be settled: count Metrc's quantity here, or report ours to Metrc. */
const settlements = (row: ReconciliationRow) => [
  ...(row.ourQuantity !== null && row.stateQuantity !== null
    ? [{ action: "MATCH_STATE", variant: "outline", label: "reconcile.useMetrc" } as const]
    : []),
  ...(row.stateQuantity !== null
    ? [{ action: "REPORT_OURS", variant: "ghost", label: "reconcile.reportOurs" } as const]
    : []),
];
const amount = (value: number | null, unit: string) => (value === null ? "—" : `${value} ${unit}`);

export function ReconciliationCard({ scope, canResolve }: { scope: LocationScope; canResolve: boolean }) {
  const options = reconciliationQuery(scope);
  const query = useQuery(options);
  const client = useQueryClient();
  const resolve = useResolveDifference(scope);
  const t = useMessages(trackTraceMessages);
  const check = async () => {
    const result = await query.refetch();
    if (result.error) notifyError(result.error, t("reconcile.compareFailed"));
  };
  const settle = (label: string, action: "MATCH_STATE" | "REPORT_OURS") =>
    resolve.mutate(
      { label, action },
      { onSuccess: (next: Reconciliation) => client.setQueryData(options.queryKey, next) },
    );
  const data = query.data;
  return (
    <TitledCard
      title={t("reconcile.title")}
      description={
        data
          ? t("reconcile.compared", { count: data.packagesCompared, when: when(data.checkedAt) })
          : t("reconcile.description")
      }
      action={
        <Button variant="outline" loading={query.isFetching} onClick={check}>
          <Scale /> {data ? t("reconcile.again") : t("reconcile.compare")}
        </Button>
      }
      contentClassName="pt-4"
    >
      {!data ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{t("reconcile.run")}</p>
      ) : data.differences.length === 0 ? (
        <p className="py-6 text-center text-sm text-success">{t("reconcile.agree")}</p>
      ) : (
        <Table aria-label={t("reconcile.differences")}>
          <TableHeader>
            <TableRow>
              <TableHead>{t("reconcile.package")}</TableHead>
              <TableHead className="text-right">{t("reconcile.metrc")}</TableHead>
              <TableHead className="text-right">{t("reconcile.here")}</TableHead>
              <TableHead>{t("reconcile.cause")}</TableHead>
              {canResolve && <TableHead className="text-right">{t("reconcile.settle")}</TableHead>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.differences.map((row) => (
              <TableRow key={row.label}>
                <TableCell>
                  <div className="font-mono text-xs">{row.label}</div>
                  <div className="text-xs text-muted-foreground">{row.productName ?? row.itemName}</div>
                </TableCell>
                <TableCell className="text-right tabular-nums">{amount(row.stateQuantity, row.unit)}</TableCell>
                <TableCell className="text-right tabular-nums">{amount(row.ourQuantity, row.unit)}</TableCell>
                <TableCell className="max-w-sm">
                  <Badge tone={tone(row)}>{causeLabel(row.cause)}</Badge>
                  <p className="mt-1 text-xs text-muted-foreground">{row.explanation}</p>
                </TableCell>
                {canResolve && (
                  <TableCell className="text-right">
                    <div className="flex justify-end gap-2">
                      {settlements(row).map((way) => (
                        <Button
                          key={way.action}
                          size="sm"
                          variant={way.variant}
                          disabled={resolve.isPending}
                          onClick={() => settle(row.label, way.action)}
                        >
                          {t(way.label)}
                        </Button>
                      ))}
                    </div>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </TitledCard>
  );
}
