import type { ListMeta } from "@verdant/shared";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { PAGE_SIZES } from "../../lib/list-view.ts";
import { Button } from "./button.tsx";
import { kitMessages } from "./messages.ts";
import { Select } from "./select.tsx";

/** The page numbers to offer: first, last, and the current page's neighbours, with gaps as null. */
export function pageWindow(page: number, totalPages: number): (number | null)[] {
  const pages = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - (sorted[i - 1] ?? p) > 1 ? [null, p] : [p]));
}

/** "Showing 11–20 of 137" with its numbers stressed, in whatever order the reader's language puts them. */
const numbersStrong = (sentence: string) =>
  sentence.split(/(\d+)/).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="font-medium text-foreground">
        {part}
      </span>
    ) : (
      part
    ),
  );

/**
 * "Showing 11–20 of 137", the page size (when the list lets it change) and the page buttons; list meta comes
 * straight from the API's list shape.
 */
export function Pagination({
  meta,
  onPageChange,
  onLimitChange,
}: {
  meta: ListMeta;
  onPageChange: (page: number) => void;
  onLimitChange?: (limit: number) => void;
}) {
  const t = useMessages(kitMessages);
  const { page, limit, total, totalPages } = meta;
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  return (
    <nav aria-label={t("pagination")} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-muted-foreground">
          {numbersStrong(t("showing", { from: String(from), to: String(to), total: String(total) }))}
        </p>
        {onLimitChange && (
          <Select
            aria-label={t("rowsPerPage")}
            className="h-8 w-32"
            value={String(limit)}
            onValueChange={(value) => onLimitChange(Number(value))}
            options={PAGE_SIZES.map((size) => ({
              value: String(size),
              label: t("perPage", { size: String(size) }),
            }))}
          />
        )}
      </div>
      <div className="flex items-center gap-1">
        <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft /> {t("previous")}
        </Button>
        {pageWindow(page, totalPages).map((p, i) =>
          p === null ? (
            <span key={`gap-${i}`} className="px-1 text-muted-foreground">
              …
            </span>
          ) : (
            <Button
              key={p}
              size="sm"
              variant={p === page ? "outline" : "ghost"}
              aria-current={p === page ? "page" : undefined}
              className="min-w-8 px-2"
              onClick={() => onPageChange(p)}
            >
              {p}
            </Button>
          ),
        )}
        <Button variant="ghost" size="sm" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
          {t("next")} <ChevronRight />
        </Button>
      </div>
    </nav>
  );
}

/** A list's pagination bar as a table's footer, once the list has rows (nothing before its first answer). */
export function pageFooter(
  meta: ListMeta | undefined,
  onPageChange: (page: number) => void,
  onLimitChange?: (limit: number) => void,
) {
  return meta && meta.total > 0 ? (
    <Pagination meta={meta} onPageChange={onPageChange} onLimitChange={onLimitChange} />
  ) : null;
}
