import { createFileRoute } from "@tanstack/react-router";
import { InventoryScreen } from "../../../features/reports/inventory-screen.tsx";
import { ReportPage } from "../../../features/reports/report-filters.tsx";
import { inventorySearchSchema } from "../../../features/reports/reports-search.ts";

export const Route = createFileRoute("/_app/reports/inventory")({
  validateSearch: inventorySearchSchema,
  component: InventoryReportPage,
});

function InventoryReportPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ReportPage
      label="Inventory report"
      title="Inventory value and shrink"
      description="What the stock was worth at the end of a day, and what went missing over a period."
    >
      {(scope) => (
        <InventoryScreen
          key={scope.locationId}
          scope={scope}
          search={search}
          onSearchChange={(next) => navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
        />
      )}
    </ReportPage>
  );
}
