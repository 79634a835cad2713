// Reports (issue 16): the end of day (Z report) and the tax liability, with their CSV exports and the end of day
// by e-mail. Read-only: every figure is computed from the recorded sales, lines, refunds, tenders and movements.
export { endOfDayCsv, salesCsv, taxLinesCsv } from "./reports.csv.ts";
export { getEndOfDay } from "./reports.end-of-day.ts";
export { getInventoryValuation, getShrink } from "./reports.inventory.ts";
export { sendEndOfDay } from "./reports.mail.ts";
export { getSalesReport } from "./reports.sales.ts";
export { getTaxLiability } from "./reports.tax-liability.ts";
