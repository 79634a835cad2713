// One page of a list, the way every list screen reads it (issue 18, decision 0033): the key from the registry,
// the API's answer checked by its shared schema, and the last page kept in view while the next one loads (a
// search keystroke or a page change does not blank the table).
import { keepPreviousData, type QueryKey, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api, type Query } from "../api-client.ts";

/** Where a list's data moves faster or slower than the default (stock, the day's sales, customers kept 10 min). */
type Freshness = { staleTime?: number; gcTime?: number };

export const listQuery = <Key extends QueryKey, Schema extends z.ZodType>(
  queryKey: Key,
  schema: Schema,
  path: string,
  query?: Query,
  freshness: Freshness = {},
) =>
  queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<z.output<Schema>> => schema.parse(await api.get(path, query, signal)),
    placeholderData: keepPreviousData,
    ...freshness,
  });
