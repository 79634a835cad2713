import { MapPin } from "lucide-react";
import { EmptyState } from "./ui/empty-state.tsx";

/** What a location-scoped page shows before an organization and location are chosen. */
export function NoLocationSelected() {
  return (
    <EmptyState
      icon={MapPin}
      title="Choose a location first"
      description="Pick the organization and location you work in from the switcher in the sidebar."
    />
  );
}
