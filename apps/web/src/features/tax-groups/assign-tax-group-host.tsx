import { lazy, Suspense, useRef } from "react";
import { closeAssignTaxGroup, useAssignTaxGroupRequest } from "../../lib/assign-tax-group.ts";
import { useLocationScope } from "../../lib/location-scope.ts";

// Loaded when a screen first asks for it, not with every signed-in page (decision 0036).
const AssignTaxGroupDialog = lazy(() =>
  import("./assign-tax-group-dialog.tsx").then((m) => ({ default: m.AssignTaxGroupDialog })),
);

/** Mounted once in the app layout: shows the dialog whenever a screen calls openAssignTaxGroup(). */
export function AssignTaxGroupHost() {
  const request = useAssignTaxGroupRequest();
  const scope = useLocationScope();
  // Keep the last targets while the dialog animates closed.
  const last = useRef(request);
  if (request) last.current = request;
  if (!scope || !last.current) return null;
  return (
    <Suspense fallback={null}>
      <AssignTaxGroupDialog
        scope={scope}
        targets={last.current.targets}
        open={request !== null}
        onOpenChange={(open) => !open && closeAssignTaxGroup()}
        onAssigned={last.current.onAssigned}
      />
    </Suspense>
  );
}
