/**
 * The place in the sidebar, above the navigation, where the organization and location switcher goes.
 * The organizations feature renders its switcher here; until it does, the sidebar shows nothing in its place.
 */
export function OrganizationSwitcherSlot() {
  return null;
}
