import { useRef } from "react";
import { closeAssignTaxGroup, useAssignTaxGroupRequest } from "../../lib/assign-tax-group.ts";
import { useLocationScope } from "../../lib/location-scope.ts";
import { AssignTaxGroupDialog } from "./assign-tax-group-dialog.tsx";

/** Mounted once in the app layout: shows the dialog whenever a screen calls openAssignTaxGroup(). */
export function AssignTaxGroupHost() {
  const request = useAssignTaxGroupRequest();
  const scope = useLocationScope();
  // Keep the last targets while the dialog animates closed.
  const last = useRef(request);
  if (request) last.current = request;
  if (!scope) return null;
  return (
    <AssignTaxGroupDialog
      scope={scope}
      targets={last.current?.targets ?? []}
      open={request !== null}
      onOpenChange={(open) => !open && closeAssignTaxGroup()}
      onAssigned={last.current?.onAssigned}
    />
  );
}
