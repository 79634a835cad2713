import { createFileRoute, useLocation } from "@tanstack/react-router";
import { inviteLinkReasons } from "@verdant/shared/organizations";
import { CircleCheck, Unlink } from "lucide-react";
import { z } from "zod";
import { AuthCard, AuthIcon } from "../../app/layouts/auth-layout.tsx";
import { ButtonLink } from "../../components/ui/button-link.tsx";
import { authMessages } from "../../features/auth/messages.ts";
import { useAuth } from "../../lib/auth-store.ts";
import { type Catalog, type Translate, useMessages } from "../../lib/i18n/catalog.ts";

type AuthKey = typeof authMessages extends Catalog<infer K> ? K : never;

// What the invitation lookup answered (features/auth/api.ts invalidInviteSearch): why the link does not work. Read
// in the page: a route's validateSearch would sit in the entry chunk every page loads (decision 0028).
const invalidInviteSearch = z.object({
  reason: z.enum(inviteLinkReasons).optional().catch(undefined),
  organization: z.string().max(200).optional().catch(undefined),
});

export const Route = createFileRoute("/_auth/invalid-invite")({ component: InvalidInvite });

/** Title and what to do next, per reason; an unknown code reads like any broken link. */
function wordsFor(t: Translate<AuthKey>, reason: string | undefined, organization: string | undefined) {
  if (reason === "ACCEPTED")
    return {
      title: t("invalidInvite.acceptedTitle"),
      description: organization
        ? t("invalidInvite.acceptedDescriptionOrg", { organization })
        : t("invalidInvite.acceptedDescription"),
    };
  if (reason === "EXPIRED")
    return { title: t("invalidInvite.expiredTitle"), description: t("invalidInvite.expiredDescription") };
  if (reason === "REVOKED")
    return { title: t("invalidInvite.revokedTitle"), description: t("invalidInvite.revokedDescription") };
  return { title: t("invalidInvite.title"), description: t("invalidInvite.description") };
}

function InvalidInvite() {
  const t = useMessages(authMessages);
  const { reason, organization } = invalidInviteSearch.parse(useLocation().search);
  const { signedIn } = useAuth();
  const accepted = reason === "ACCEPTED";
  const { title, description } = wordsFor(t, reason, organization);
  return (
    <AuthCard
      title={title}
      icon={
        accepted ? (
          <AuthIcon>
            <CircleCheck />
          </AuthIcon>
        ) : (
          <AuthIcon tone="danger">
            <Unlink />
          </AuthIcon>
        )
      }
      description={description}
    >
      {signedIn ? (
        <ButtonLink to="/authenticated">{t("invalidInvite.goToApp")}</ButtonLink>
      ) : accepted ? (
        <ButtonLink to="/signin">{t("signIn.title")}</ButtonLink>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          <ButtonLink to="/signin" variant="outline">
            {t("signIn.title")}
          </ButtonLink>
          <ButtonLink to="/signup">{t("signIn.createAccount")}</ButtonLink>
        </div>
      )}
    </AuthCard>
  );
}
