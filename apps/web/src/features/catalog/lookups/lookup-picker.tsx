import { useQueries, useQuery } from "@tanstack/react-query";
import { DEBOUNCE } from "@verdant/shared";
import { useRef, useState } from "react";
import { Combobox, type ComboboxOption } from "../../../components/ui/combobox.tsx";
import { useDebouncedValue } from "../../../hooks/use-debounced-value.ts";
import { useMessages } from "../../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../../lib/location-scope.ts";
import { catalogMessages } from "../messages.ts";
import { lookupDetailQuery, lookupOptionsQuery, useCreateLookup } from "./api.ts";
import { LookupFormDialog } from "./lookup-form.tsx";
import { entryHint, type LookupKindName, lookupKinds } from "./lookup-kinds.ts";

type LookupPickerProps = {
  scope: LocationScope;
  kind: LookupKindName;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  multiple?: boolean;
  variant?: "field" | "filter";
  /** Defaults to "No brand" (the kind's none). */
  placeholder?: string;
  /** Offer "Create …" for a missing name (people who may write the catalog). */
  creatable?: boolean;
  /** Names the caller already knows (a product's brandName), so nothing waits on a fetch. */
  knownLabels?: Readonly<Record<string, string>>;
  disabled?: boolean;
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-label"?: string;
};

/**
 * A brand, category, strain, tag or priority choice searched on the server. A missing name can be created on
 * the spot: straight away for a brand or tag, through the short form for kinds that need one more field.
 */
export function LookupPicker({ scope, kind: kindName, creatable, knownLabels, ...props }: LookupPickerProps) {
  const kind = lookupKinds[kindName];
  const t = useMessages(catalogMessages);
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search, DEBOUNCE.catalogSearch);
  const list = useQuery(lookupOptionsQuery(scope, kindName, debounced));
  const create = useCreateLookup(scope, kindName);
  const [formName, setFormName] = useState<string | null>(null);
  const pendingCreate = useRef<(option: ComboboxOption | undefined) => void>(undefined);

  const options = (list.data?.data ?? []).map((entry) => ({
    value: entry.id,
    label: entry.name,
    hint: entryHint(t, entry),
  }));
  // Selected ids that the current page of options does not hold (a shared URL's filter) are fetched by id.
  const missing = props.value.filter((id) => !knownLabels?.[id] && !options.some((o) => o.value === id));
  const details = useQueries({ queries: missing.map((id) => ({ ...lookupDetailQuery(scope, kindName, id) })) });
  const selectedLabels: Record<string, string> = { ...knownLabels };
  for (const detail of details) if (detail.data) selectedLabels[detail.data.id] = detail.data.name;

  const needsForm = kind.extra !== null && kind.extra.key !== "description";
  const onCreate = async (name: string): Promise<ComboboxOption | undefined> => {
    if (!needsForm) {
      const entry = await create.mutateAsync({ name }).catch(() => undefined);
      return entry && { value: entry.id, label: entry.name };
    }
    setFormName(name);
    return new Promise((resolve) => {
      pendingCreate.current = resolve;
    });
  };
  const closeForm = (option: ComboboxOption | undefined) => {
    pendingCreate.current?.(option);
    pendingCreate.current = undefined;
    setFormName(null);
  };

  return (
    <>
      <Combobox
        {...props}
        placeholder={props.placeholder ?? t("kind.none", { kind: kindName })}
        options={options}
        selectedLabels={selectedLabels}
        onQueryChange={setSearch}
        loading={list.isFetching}
        searchPlaceholder={t("kind.search", { kind: kindName })}
        onCreate={creatable ? onCreate : undefined}
      />
      <LookupFormDialog
        scope={scope}
        kind={kind}
        open={formName !== null}
        initialName={formName ?? ""}
        onOpenChange={(open) => !open && closeForm(undefined)}
        onSaved={(entry) => closeForm({ value: entry.id, label: entry.name })}
      />
    </>
  );
}

/** A lookup as a list's filter: a compact multiple choice named "Filter by …" (catalog, inventory, receiving). */
export function LookupFilter(props: {
  scope: LocationScope;
  kind: LookupKindName;
  /** The kind's own name ("Brand") unless given. */
  label?: string;
  value: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const { label, ...picker } = props;
  const t = useMessages(catalogMessages);
  return (
    <LookupPicker
      {...picker}
      variant="filter"
      multiple
      placeholder={label ?? t("kind.singular", { kind: props.kind })}
      aria-label={t("kind.filter", { kind: props.kind })}
    />
  );
}
