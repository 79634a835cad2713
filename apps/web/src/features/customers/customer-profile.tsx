import { useQuery } from "@tanstack/react-query";
import { ageOn, type Customer } from "@verdant/shared/customers";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TitledCard } from "../../components/ui/card.tsx";
import { formatDate } from "../../lib/format.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { customerGroupsQuery } from "../../lib/queries/customers.ts";
import { useStoreToday } from "../../lib/queries/location.ts";
import { CustomerDialog } from "./customer-dialog.tsx";
import { CustomerHistory } from "./customer-history.tsx";
import { statusTones } from "./customers-table.tsx";
import { customerMessages } from "./messages.ts";

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm">{children ?? <span className="text-muted-foreground">—</span>}</dd>
    </div>
  );
}

/** One customer's details, an edit, and (once the register serves them) purchases and today's limits. */
export function CustomerProfile(props: { scope: LocationScope; customer: Customer; canWrite: boolean }) {
  const t = useMessages(customerMessages);
  const { customer: c } = props;
  const [editing, setEditing] = useState(false);
  const today = useStoreToday();
  const groups = useQuery(customerGroupsQuery(props.scope));
  const groupNames = (groups.data ?? []).filter((g) => c.customerGroupIds.includes(g.id)).map((g) => g.name);
  return (
    <div className="grid gap-6">
      <TitledCard
        title={
          <span className="flex flex-wrap items-center gap-2">
            {t("profile.details")}
            <Badge tone={statusTones[c.status]}>{t(`status.${c.status}`)}</Badge>
            <Badge tone={c.type === "MEDICAL" ? "info" : "neutral"}>{t(`type.${c.type}`)}</Badge>
          </span>
        }
        description={t("profile.since", { date: formatDate(c.createdAt) })}
        action={
          props.canWrite && (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil /> {t("profile.edit")}
            </Button>
          )
        }
        contentClassName=""
      >
        <dl className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <Detail label={t("profile.email")}>{c.email}</Detail>
          <Detail label={t("profile.phone")}>{c.phone}</Detail>
          <Detail label={t("profile.dateOfBirth")}>
            {t("profile.age", { date: formatDate(`${c.dateOfBirth}T12:00:00`), age: ageOn(c.dateOfBirth, today) })}
          </Detail>
          {c.type === "MEDICAL" && (
            <>
              <Detail label={t("profile.medicalCard")}>{c.medicalCardNumber}</Detail>
              <Detail label={t("profile.cardType")}>
                {c.medicalCardType ? t(`card.${c.medicalCardType}`) : t("profile.notRecorded")}
              </Detail>
              <Detail label={t("profile.issuingState")}>{c.medicalCardState}</Detail>
              <Detail label={t("profile.cardExpiry")}>
                {c.medicalCardExpiry && formatDate(`${c.medicalCardExpiry}T12:00:00`)}
              </Detail>
            </>
          )}
          <Detail label={t("profile.groups")}>{groupNames.length ? groupNames.join(", ") : null}</Detail>
          <Detail label={t("profile.notes")}>{c.notes}</Detail>
        </dl>
      </TitledCard>
      <CustomerHistory scope={props.scope} customerId={c.id} />
      <CustomerDialog scope={props.scope} open={editing} onOpenChange={setEditing} customer={c} />
    </div>
  );
}
