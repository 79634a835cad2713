// Linking the location to Metrc: state, facility license and the user API key (stored sealed, never shown again),
// the adjustment reasons Metrc is told, a connection test and unlinking. Only OWNER and ADMIN change it.
import { useQuery } from "@tanstack/react-query";
import { DEFAULT_REASON_MAP, METRC_STATES, type TrackTraceLink } from "@verdant/shared/track-trace";
import { CheckCircle2, KeyRound, Link2Off, PlugZap, XCircle } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardFooter, CardHeader } from "../../components/ui/card.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { reasonsQuery, useSaveLink, useTestConnection, useUnlink } from "./api.ts";
import { trackTraceMessages } from "./messages.ts";

/** A facility license number's format: the same in every language. */
const LICENSE_EXAMPLE = "C10-0000000-LIC";
const stateOptions = METRC_STATES.map((code) => ({ value: code, label: code }));

export function LinkCard({
  scope,
  link,
  canManage,
}: {
  scope: LocationScope;
  link: TrackTraceLink | null;
  canManage: boolean;
}) {
  const [state, setState] = useState<string>(link?.state ?? "CA");
  const [licenseNumber, setLicenseNumber] = useState(link?.licenseNumber ?? "");
  const [userKey, setUserKey] = useState("");
  const [reasons, setReasons] = useState<Record<string, string>>(link?.reasonMap ?? DEFAULT_REASON_MAP);
  const t = useMessages(trackTraceMessages);
  const save = useSaveLink(scope);
  const test = useTestConnection(scope);
  const unlink = useUnlink(scope);
  const stateReasons = useQuery(reasonsQuery(scope, Boolean(link)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        state: state as (typeof METRC_STATES)[number],
        licenseNumber,
        userKey: userKey || undefined,
        reasonMap: {
          ADJUSTMENT: reasons.ADJUSTMENT ?? "",
          AUDIT: reasons.AUDIT ?? "",
          REFUND_WRITE_OFF: reasons.REFUND_WRITE_OFF ?? DEFAULT_REASON_MAP.REFUND_WRITE_OFF,
          WASTE: reasons.WASTE ?? DEFAULT_REASON_MAP.WASTE,
        },
      },
      { onSuccess: () => setUserKey("") },
    );
  };
  const reasonOptions = (stateReasons.data ?? []).map((name) => ({ value: name, label: name }));
  const reasonField = (key: keyof typeof DEFAULT_REASON_MAP, label: string) => (
    <FormField label={label} description={t("link.reasonHint")}>
      {reasonOptions.length ? (
        <Select
          value={reasons[key] ?? DEFAULT_REASON_MAP[key]}
          onValueChange={(v) => setReasons({ ...reasons, [key]: v })}
          options={reasonOptions}
          disabled={!canManage}
        />
      ) : (
        <Input
          value={reasons[key] ?? ""}
          onChange={(e) => setReasons({ ...reasons, [key]: e.target.value })}
          disabled={!canManage}
        />
      )}
    </FormField>
  );
  return (
    <Card>
      <form onSubmit={submit} aria-label={t("link.form")}>
        <CardHeader
          title={t("link.title")}
          description={t("link.description")}
          action={link ? <Badge tone="success">{t("link.linked")}</Badge> : <Badge>{t("link.notLinked")}</Badge>}
        />
        <CardContent className="grid gap-4 pt-4 sm:grid-cols-2">
          <FormField label={t("link.state")}>
            <Select
              value={state}
              onValueChange={setState}
              options={stateOptions}
              disabled={!canManage}
              aria-label={t("link.state")}
            />
          </FormField>
          <FormField label={t("link.license")}>
            <Input
              value={licenseNumber}
              onChange={(e) => setLicenseNumber(e.target.value)}
              placeholder={LICENSE_EXAMPLE}
              disabled={!canManage}
            />
          </FormField>
          <FormField
            className="sm:col-span-2"
            label={t("link.userKey")}
            description={link ? t("link.userKeyStored") : t("link.userKeyHint")}
          >
            <Input
              type="password"
              autoComplete="off"
              value={userKey}
              onChange={(e) => setUserKey(e.target.value)}
              placeholder={link ? t("link.storedPlaceholder") : t("link.pastePlaceholder")}
              disabled={!canManage}
            />
          </FormField>
          {reasonField("ADJUSTMENT", t("link.adjustment"))}
          {reasonField("AUDIT", t("link.audit"))}
          {reasonField("REFUND_WRITE_OFF", t("link.refund"))}
          {reasonField("WASTE", t("link.waste"))}
          {test.data && (
            <p
              role="status"
              className={`flex items-center gap-2 text-sm sm:col-span-2 ${test.data.ok ? "text-success" : "text-destructive"}`}
            >
              {test.data.ok ? (
                <CheckCircle2 className="size-4" aria-hidden />
              ) : (
                <XCircle className="size-4" aria-hidden />
              )}
              {test.data.message}
            </p>
          )}
          {!canManage && <p className="text-sm text-muted-foreground sm:col-span-2">{t("link.readOnly")}</p>}
        </CardContent>
        {canManage && (
          <CardFooter className="justify-between">
            <div className="flex gap-2">
              {link && (
                <>
                  <Button type="button" variant="outline" loading={test.isPending} onClick={() => test.mutate()}>
                    <PlugZap /> {t("link.test")}
                  </Button>
                  <Button type="button" variant="ghost" loading={unlink.isPending} onClick={() => unlink.mutate()}>
                    <Link2Off /> {t("link.unlink")}
                  </Button>
                </>
              )}
            </div>
            <Button type="submit" loading={save.isPending}>
              <KeyRound /> {link ? t("link.save") : t("link.link")}
            </Button>
          </CardFooter>
        )}
      </form>
    </Card>
  );
}
