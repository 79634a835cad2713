// Categories and brands carry a tax group (spec §2, domain.md: a product takes its brand's group, else its
// category's). The dialog is app-wide (docs/decisions/0006): the catalog only says what to assign it to.
import { type AssignTarget, openAssignTaxGroup } from "../../../lib/assign-tax-group.ts";
import type { LookupEntry, LookupKindName } from "./lookup-kinds.ts";

const entityTypes = { brand: "BRAND", category: "CATEGORY" } as const;
type TaxedKind = keyof typeof entityTypes;

/** Only brands and categories take a tax group; strains, tags and priorities do not. */
export function takesTaxGroup(kind: LookupKindName): kind is TaxedKind {
  return kind in entityTypes;
}

export function taxTargets(kind: TaxedKind, entries: readonly Pick<LookupEntry, "id" | "name">[]): AssignTarget[] {
  return entries.map((e) => ({ entityType: entityTypes[kind], entityId: e.id, name: e.name }));
}

/** Open the app's 'Assign tax group' dialog for one or several brands or categories. */
export function assignTaxGroupTo(
  kind: TaxedKind,
  entries: readonly Pick<LookupEntry, "id" | "name">[],
  onAssigned?: () => void,
) {
  openAssignTaxGroup({ targets: taxTargets(kind, entries), onAssigned });
}
