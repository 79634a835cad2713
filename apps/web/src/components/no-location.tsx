import { MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { usePageTitle } from "../hooks/use-page-title.ts";
import { useMessages } from "../lib/i18n/catalog.ts";
import { type LocationScope, useLocationScope } from "../lib/location-scope.ts";
import { commonMessages } from "../lib/messages.ts";
import { EmptyState } from "./ui/empty-state.tsx";
import { PageHeader } from "./ui/page-header.tsx";

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

/**
 * A page of the selected location: its header (and tabs), then `children` at that location, or the prompt to
 * choose one. With `region` the page is a landmark named by its title.
 */
export function LocationPage(props: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  tabs?: ReactNode;
  region?: boolean;
  children: (scope: LocationScope) => ReactNode;
}) {
  const scope = useLocationScope();
  const page = (
    <>
      <PageHeader title={props.title} description={props.description} actions={props.actions} />
      {props.tabs}
      {scope ? props.children(scope) : <NoLocationSelected />}
    </>
  );
  return props.region ? <section aria-label={props.title}>{page}</section> : page;
}
