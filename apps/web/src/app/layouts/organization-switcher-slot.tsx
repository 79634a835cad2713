import { WorkplaceSwitcher } from "../../features/locations/workplace-switcher.tsx";

/** The place in the sidebar, above the navigation, where the organization and location switcher goes. */
export function OrganizationSwitcherSlot() {
  return <WorkplaceSwitcher />;
}
