import { PASSWORD_MIN_LENGTH } from "@verdant/shared";
import { type UserState, updateMeInput } from "@verdant/shared/auth";
import { Controller, useForm } from "react-hook-form";
import { Button } from "../../components/ui/button.tsx";
import { TitledCard } from "../../components/ui/card.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { useUnsavedChanges } from "../../hooks/use-unsaved-changes.tsx";
import { schemaResolver, withoutBlanks } from "../../lib/form-resolver.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { commonMessages } from "../../lib/messages.ts";
import { useUpdateMe } from "./api.ts";
import { AvatarField } from "./avatar-field.tsx";
import { settingsMessages } from "./settings-messages.ts";

type SettingsValues = {
  avatar: string;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  currentPassword: string;
  password: string;
  confirmPassword: string;
};

const valuesOf = (user: UserState): SettingsValues => ({
  avatar: user.avatar ?? "",
  firstName: user.firstName ?? "",
  lastName: user.lastName ?? "",
  email: user.email ?? "",
  username: user.username ?? "",
  currentPassword: "",
  password: "",
  confirmPassword: "",
});

/** Blank fields are left unchanged, except the picture, where blank means "remove it". */
function toUpdate({ avatar, ...rest }: SettingsValues) {
  return { ...withoutBlanks(rest), avatar };
}

/** The account setup screen of spec §2: picture, names, e-mail, username and password in one form. */
export function AccountSettingsForm({ user }: { user: UserState }) {
  const t = useMessages(settingsMessages);
  const common = useMessages(commonMessages);
  const update = useUpdateMe({ success: t("saved"), error: t("saveFailed") });
  const form = useForm({ resolver: schemaResolver(updateMeInput, toUpdate), defaultValues: valuesOf(user) });
  const { errors, isDirty } = form.formState;
  const leaveGuard = useUnsavedChanges(isDirty && !update.isPending);
  const initials = ((user.firstName?.[0] ?? "") + (user.lastName?.[0] ?? "")).toUpperCase() || "?";

  const submit = form.handleSubmit((input) =>
    update.mutate(input, { onSuccess: (saved) => form.reset(valuesOf(saved)) }),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <TitledCard title={t("profile.title")} description={t("profile.description")} contentClassName="grid gap-5">
        <Controller
          control={form.control}
          name="avatar"
          render={({ field }) => (
            <AvatarField value={field.value} initials={initials} onChange={(v) => field.onChange(v)} />
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t("firstName")} error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register("firstName")} />
          </FormField>
          <FormField label={t("lastName")} error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register("lastName")} />
          </FormField>
          <FormField label={t("email")} error={errors.email?.message} description={t("email.hint")}>
            <Input type="email" autoComplete="email" {...form.register("email")} />
          </FormField>
          <FormField label={t("username")} error={errors.username?.message} description={t("username.hint")}>
            <Input autoComplete="username" {...form.register("username")} />
          </FormField>
        </div>
      </TitledCard>
      <TitledCard
        title={t("password.title")}
        description={t(user.hasPassword ? "password.change" : "password.add")}
        contentClassName="grid gap-5 sm:grid-cols-2"
      >
        {user.hasPassword && (
          <FormField
            label={t("password.current")}
            error={errors.currentPassword?.message}
            className="sm:col-span-2 sm:max-w-[calc(50%-0.625rem)]"
          >
            <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
          </FormField>
        )}
        <FormField
          label={t("password.new")}
          error={errors.password?.message}
          description={t("password.atLeast", { count: PASSWORD_MIN_LENGTH })}
        >
          <Input type="password" autoComplete="new-password" {...form.register("password")} />
        </FormField>
        <FormField label={t("password.confirm")} error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
        </FormField>
      </TitledCard>
      <div className="flex items-center justify-end gap-2">
        {isDirty && <p className="mr-auto text-sm text-muted-foreground">{common("unsavedChanges")}</p>}
        <Button variant="ghost" disabled={!isDirty || update.isPending} onClick={() => form.reset()}>
          {t("discard")}
        </Button>
        <Button type="submit" loading={update.isPending} disabled={!isDirty}>
          {t("save")}
        </Button>
      </div>
      {leaveGuard}
    </form>
  );
}
