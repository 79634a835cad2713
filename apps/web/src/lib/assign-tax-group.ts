// The app-wide 'Assign tax group' dialog (spec §2) is opened from screens that do not know the tax feature
// (categories, brands): they call openAssignTaxGroup(...) and the host mounted in the app layout shows the
// dialog. A tiny external store, so no screen imports another feature (docs/decisions/0005).
import type { AssignmentEntityType } from "@verdant/shared/tax-groups";
import { useSyncExternalStore } from "react";

export interface AssignTarget {
  entityType: AssignmentEntityType;
  entityId: string;
  /** Shown in the dialog ("Flower", "3 categories"). */
  name: string;
}

export interface AssignTaxGroupRequest {
  targets: AssignTarget[];
  /** Called after a successful assignment (a screen may refresh what it shows). */
  onAssigned?: () => void;
}

let current: AssignTaxGroupRequest | null = null;
const listeners = new Set<() => void>();

function set(next: AssignTaxGroupRequest | null) {
  current = next;
  for (const listener of listeners) listener();
}

/** Open the dialog for one or several categories, brands or tax groups of the selected location. */
export function openAssignTaxGroup(request: AssignTaxGroupRequest) {
  if (request.targets.length > 0) set(request);
}

export function closeAssignTaxGroup() {
  set(null);
}

export function useAssignTaxGroupRequest(): AssignTaxGroupRequest | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
