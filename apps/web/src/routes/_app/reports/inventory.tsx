import { createFileRoute } from "@tanstack/react-router";
import { InventoryScreen } from "../../../features/reports/inventory-screen.tsx";
import { ReportRoute } from "../../../features/reports/report-filters.tsx";
import { inventorySearchSchema } from "../../../features/reports/reports-search.ts";

export const Route = createFileRoute("/_app/reports/inventory")({
  validateSearch: inventorySearchSchema,
  component: () => <ReportRoute page="inventory" screen={InventoryScreen} />,
});
