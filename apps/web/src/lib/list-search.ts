import { PAGE_SIZE } from "@verdant/shared";
import { z } from "zod";

/** A list's state in the URL: page (default 1), limit (the list's default, spec §9) and search. */
export const listSearch = (defaultLimit: number) =>
  z.object({
    page: z.coerce.number().int().min(1).catch(1).default(1),
    limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).catch(defaultLimit).default(defaultLimit),
    search: z.string().catch("").default(""),
  });
