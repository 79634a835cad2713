import { useQuery } from "@tanstack/react-query";
import { ageOn, type Customer } from "@verdant/shared/customers";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TitledCard } from "../../components/ui/card.tsx";
import { formatDate } from "../../lib/format.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { customerGroupsQuery } from "../../lib/queries/customers.ts";
import { useStoreToday } from "../../lib/queries/location.ts";
import { CustomerDialog } from "./customer-dialog.tsx";
import { CustomerHistory } from "./customer-history.tsx";
import { cardTypeLabels, statusLabels, typeLabels } from "./customer-values.ts";
import { statusTones } from "./customers-table.tsx";

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
            Details
            <Badge tone={statusTones[c.status]}>{statusLabels[c.status]}</Badge>
            <Badge tone={c.type === "MEDICAL" ? "info" : "neutral"}>{typeLabels[c.type]}</Badge>
          </span>
        }
        description={`Customer since ${formatDate(c.createdAt)}`}
        action={
          props.canWrite && (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil /> Edit
            </Button>
          )
        }
        contentClassName=""
      >
        <dl className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <Detail label="E-mail">{c.email}</Detail>
          <Detail label="Phone">{c.phone}</Detail>
          <Detail label="Date of birth">
            {formatDate(`${c.dateOfBirth}T12:00:00`)} ({ageOn(c.dateOfBirth, today)} years)
          </Detail>
          {c.type === "MEDICAL" && (
            <>
              <Detail label="Medical card">{c.medicalCardNumber}</Detail>
              <Detail label="Card type">
                {c.medicalCardType ? cardTypeLabels[c.medicalCardType] : "Not recorded"}
              </Detail>
              <Detail label="Issuing state">{c.medicalCardState}</Detail>
              <Detail label="Card expiry">
                {c.medicalCardExpiry && formatDate(`${c.medicalCardExpiry}T12:00:00`)}
              </Detail>
            </>
          )}
          <Detail label="Groups">{groupNames.length ? groupNames.join(", ") : null}</Detail>
          <Detail label="Notes">{c.notes}</Detail>
        </dl>
      </TitledCard>
      <CustomerHistory scope={props.scope} customerId={c.id} />
      <CustomerDialog scope={props.scope} open={editing} onOpenChange={setEditing} customer={c} />
    </div>
  );
}
