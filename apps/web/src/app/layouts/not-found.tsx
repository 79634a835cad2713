import { Compass } from "lucide-react";
import { ButtonLink } from "../../components/ui/button-link.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { usePageTitle } from "../../hooks/use-page-title.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { commonMessages } from "../../lib/messages.ts";

export function NotFound() {
  const t = useMessages(commonMessages);
  usePageTitle(t("notFound.title"));
  return (
    <EmptyState
      className="min-h-[60vh]"
      icon={Compass}
      title={t("notFound.title")}
      description={t("notFound.description")}
      action={
        <ButtonLink to="/" variant="outline">
          {t("notFound.action")}
        </ButtonLink>
      }
    />
  );
}
