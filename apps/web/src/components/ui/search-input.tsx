import { DEBOUNCE } from "@verdant/shared";
import { Search, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useDebouncedValue } from "../../hooks/use-debounced-value.ts";
import { cn } from "../../lib/cn.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { commonMessages } from "../../lib/messages.ts";
import { Input } from "./input.tsx";

type SearchInputProps = {
  /** The committed search (usually from the URL). */
  value: string;
  /** Called after the user stops typing for `delay` ms (the spec's search debounce unless said). */
  onSearch: (value: string) => void;
  delay?: number;
  placeholder?: string;
  className?: string;
};

export function SearchInput({
  value,
  onSearch,
  delay = DEBOUNCE.catalogSearch,
  placeholder,
  className,
}: SearchInputProps) {
  const t = useMessages(commonMessages);
  const [draft, setDraft] = useState(value);
  const debounced = useDebouncedValue(draft, delay);

  // The URL can change under us (back button, a reset): follow it.
  useEffect(() => setDraft(value), [value]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fire only when the debounced text changes, not when the parent re-renders
  useEffect(() => {
    if (debounced !== value) onSearch(debounced);
  }, [debounced]);

  return (
    <div className={cn("relative w-full max-w-xs", className)}>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={placeholder ?? t("ui.search")}
        aria-label={placeholder ?? t("ui.search")}
        className="pr-8 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {draft && (
        <button
          type="button"
          onClick={() => setDraft("")}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded-sm p-0.5 text-muted-foreground hover:text-foreground"
          aria-label={t("ui.clearSearch")}
        >
          <X className="size-4" />
        </button>
      )}
    </div>
  );
}
