// Change a member's type (Admin or Member) and their roles at each location, saved together.
import type { Location } from "@verdant/shared/locations";
import type { Member } from "@verdant/shared/organizations";
import { type AssignableMemberType, assignableMemberTypes, type LocationRolesEntry } from "@verdant/shared/roles";
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog.tsx";
import { FormButtons } from "../../components/ui/form-buttons.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Select } from "../../components/ui/select.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { memberTypeHint, memberTypeLabel, personName } from "./labels.ts";
import { LocationRolesEditor } from "./location-roles-editor.tsx";
import { useChangeMemberType, useSetLocationRoles } from "./members.api.ts";
import { organizationMessages } from "./messages.ts";

function MemberForm(props: { member: Member; locations: readonly Location[]; onDone: () => void }) {
  const { member, locations, onDone } = props;
  const owner = member.type === "OWNER";
  const [type, setType] = useState<AssignableMemberType | "OWNER">(member.type);
  const [roles, setRoles] = useState<LocationRolesEntry[]>(member.locationRoles);
  const changeType = useChangeMemberType();
  const setLocationRoles = useSetLocationRoles();
  const pending = changeType.isPending || setLocationRoles.isPending;
  const t = useMessages(organizationMessages);
  const typeOptions = assignableMemberTypes.map((value) => ({ value, label: memberTypeLabel(value) }));

  async function save() {
    const ids = { organizationId: member.organizationId, userId: member.userId };
    if (type !== member.type && type !== "OWNER") await changeType.mutateAsync({ ...ids, type });
    await setLocationRoles.mutateAsync({ ...ids, locationRoles: roles });
    onDone();
  }

  return (
    <form
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        // Failures are toasted by the mutations; the dialog stays open to try again.
        save().catch(() => undefined);
      }}
    >
      <FormField
        label={t("member.type")}
        description={owner ? t("member.ownerHint") : memberTypeHint(type as AssignableMemberType)}
      >
        <Select
          value={type}
          disabled={owner}
          onValueChange={(value) => setType(value as AssignableMemberType)}
          options={owner ? [{ value: "OWNER", label: memberTypeLabel("OWNER") }] : typeOptions}
        />
      </FormField>
      <div className="grid gap-2">
        <p className="text-sm font-medium">{t("member.rolesTitle")}</p>
        <LocationRolesEditor locations={locations} value={roles} onChange={setRoles} />
        {type !== "MEMBER" && <p className="text-xs text-muted-foreground">{t("member.rolesNote")}</p>}
        {type === "MEMBER" && !roles.some((entry) => entry.roles.length > 0) && (
          <p role="status" className="flex items-start gap-1.5 text-xs text-muted-foreground">
            <TriangleAlert className="mt-px size-3.5 shrink-0 text-warning" aria-hidden />
            {t("member.noAccess", { name: personName(member) || member.email || t("member.someone") })}
          </p>
        )}
      </div>
      <DialogFooter>
        <FormButtons cancelLabel={t("cancel")} onCancel={onDone} pending={pending}>
          {t("member.save")}
        </FormButtons>
      </DialogFooter>
    </form>
  );
}

export function MemberDialog(props: {
  member: Member | null;
  locations: readonly Location[];
  onOpenChange: (open: boolean) => void;
}) {
  const { member } = props;
  const t = useMessages(organizationMessages);
  return (
    <Dialog open={member !== null} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader
          title={
            member
              ? t("member.edit", { name: personName(member) || member.email || t("member.someone") })
              : t("member.editMember")
          }
          description={t("member.description")}
        />
        {member && <MemberForm member={member} locations={props.locations} onDone={() => props.onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
