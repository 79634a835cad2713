import { MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { usePageTitle } from "../hooks/use-page-title.ts";
import { useMessages } from "../lib/i18n/catalog.ts";
import { type LocationScope, useLocationScope } from "../lib/location-scope.ts";
import { commonMessages } from "../lib/messages.ts";
import { EmptyState } from "./ui/empty-state.tsx";

/** What a location-scoped page shows before an organization and location are chosen. */
export function NoLocationSelected() {
  const t = useMessages(commonMessages);
  return <EmptyState icon={MapPin} title={t("noLocation.title")} description={t("noLocation.description")} />;
}

/** A location-scoped page (titled `title`): `children` at the selected location, or the prompt to choose one. */
export function AtLocation(props: { title?: string; children: (scope: LocationScope) => ReactNode }) {
  usePageTitle(props.title);
  const scope = useLocationScope();
  return scope ? props.children(scope) : <NoLocationSelected />;
}
