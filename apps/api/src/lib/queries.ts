// Small query helpers every domain's service needs: search patterns, unique-index violations, list pages.
import { toMeta } from "@verdant/shared";

/** A case-insensitive "contains" pattern for ilike, with the user's % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The name of the unique index a write ran into (drizzle wraps the driver's error in `cause`), if any. */
export function uniqueConstraintOf(error: unknown): string | undefined {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const source = e?.code === "23505" ? e : e?.cause?.code === "23505" ? e.cause : undefined;
  return source?.constraint;
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

/** The list body of api-conventions.md from one page of rows and the total count. */
export function listPage<T>(data: T[], page: number, limit: number, total: number) {
  return { data, meta: toMeta(page, limit, total) };
}
