// The tax rate list's URL state (spec §7: customerType, status, standalone next to the search and page). Apart
// from the filters' controls: the route validates it in the entry chunk (docs/decisions/0028).
import { PAGE_SIZE } from "@verdant/shared";
import { taxCustomerTypes, taxRateStatuses } from "@verdant/shared/list-filters";
import { z } from "zod";
import { listSearch } from "../../lib/list-search.ts";
import type { TaxRateListParams } from "./api.ts";

/** A filter the URL holds wrong is dropped rather than refusing the page. */
export const taxRateSearchSchema = listSearch(PAGE_SIZE.tax).extend({
  customerType: z.enum(taxCustomerTypes).optional().catch(undefined),
  status: z.enum(taxRateStatuses).optional().catch(undefined),
  standalone: z.boolean().optional().catch(undefined),
});
export type TaxRateSearch = z.output<typeof taxRateSearchSchema>;

/** The URL's state as the list call's parameters (shared by the route loader and the screen). */
export const taxRateListParamsOf = (search: TaxRateSearch): TaxRateListParams => ({
  page: search.page,
  limit: search.limit,
  search: search.search || undefined,
  customerType: search.customerType,
  status: search.status,
  standalone: search.standalone,
});

export const hasTaxRateFilters = (search: TaxRateSearch) =>
  Boolean(search.search) ||
  search.customerType !== undefined ||
  search.status !== undefined ||
  search.standalone !== undefined;
