// Reconciliation: each tagged package's quantity in Metrc against the ledger here, every difference with its likely
// cause, settled by counting Metrc's quantity here or by reporting ours to Metrc.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Reconciliation, ReconciliationRow } from "@verdant/shared/track-trace";
import { Scale } from "lucide-react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TitledCard } from "../../components/ui/card.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";
import type { LocationScope } from "../../lib/location-scope.ts";
import { notifyError } from "../../lib/notify-error.ts";
import { reconciliationQuery, useResolveDifference } from "./api.ts";
import { CAUSE_LABELS, when } from "./labels.ts";

const tone = (row: ReconciliationRow) =>
  row.cause === "UNREPORTED" ? "neutral" : row.cause === "FAILED_REPORT" ? "danger" : "warning";
const amount = (value: number | null, unit: string) => (value === null ? "—" : `${value} ${unit}`);

export function ReconciliationCard({ scope, canResolve }: { scope: LocationScope; canResolve: boolean }) {
  const options = reconciliationQuery(scope);
  const query = useQuery(options);
  const client = useQueryClient();
  const resolve = useResolveDifference(scope);
  const check = async () => {
    const result = await query.refetch();
    if (result.error) notifyError(result.error, "Failed to compare with Metrc");
  };
  const settle = (label: string, action: "MATCH_STATE" | "REPORT_OURS") =>
    resolve.mutate(
      { label, action },
      { onSuccess: (next: Reconciliation) => client.setQueryData(options.queryKey, next) },
    );
  const data = query.data;
  return (
    <TitledCard
      title="Reconciliation"
      description={
        data
          ? `${data.packagesCompared} packages compared ${when(data.checkedAt)}.`
          : "Every tagged package's quantity in Metrc against the ledger here."
      }
      action={
        <Button variant="outline" loading={query.isFetching} onClick={check}>
          <Scale /> {data ? "Check again" : "Compare with Metrc"}
        </Button>
      }
      contentClassName="pt-4"
    >
      {!data ? (
        <p className="py-6 text-center text-sm text-muted-foreground">Run a comparison to see any differences.</p>
      ) : data.differences.length === 0 ? (
        <p className="py-6 text-center text-sm text-success">Metrc and this store agree on every package.</p>
      ) : (
        <Table aria-label="Differences">
          <TableHeader>
            <TableRow>
              <TableHead>Package</TableHead>
              <TableHead className="text-right">Metrc</TableHead>
              <TableHead className="text-right">Here</TableHead>
              <TableHead>Likely cause</TableHead>
              {canResolve && <TableHead className="text-right">Settle</TableHead>}
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
                  <Badge tone={tone(row)}>{CAUSE_LABELS[row.cause]}</Badge>
                  <p className="mt-1 text-xs text-muted-foreground">{row.explanation}</p>
                </TableCell>
                {canResolve && (
                  <TableCell className="text-right">
                    <div className="flex justify-end gap-2">
                      {row.ourQuantity !== null && row.stateQuantity !== null && (
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={resolve.isPending}
                          onClick={() => settle(row.label, "MATCH_STATE")}
                        >
                          Use Metrc's count
                        </Button>
                      )}
                      {row.stateQuantity !== null && (
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={resolve.isPending}
                          onClick={() => settle(row.label, "REPORT_OURS")}
                        >
                          Report ours
                        </Button>
                      )}
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
