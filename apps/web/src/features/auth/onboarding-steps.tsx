// The four questions of onboarding; each step validates with the shared onboarding schema and saves itself.
import { type OnboardingInput, onboardingInput, type UserState } from "@verdant/shared/auth";
import { Controller, useForm } from "react-hook-form";
import { Button } from "../../components/ui/button.tsx";
import { CheckboxField } from "../../components/ui/checkbox.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { cn } from "../../lib/cn.ts";
import { schemaResolver, withoutBlanks } from "../../lib/form-resolver.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { onboardingMessages } from "./onboarding-messages.ts";

export type StepProps = {
  user: UserState;
  pending: boolean;
  onSave: (input: OnboardingInput) => void;
  onBack?: () => void;
};

// The choices are saved as written here (English), whatever language they are read in (`feature.<index>`).
const FEATURE_CHOICES = [
  "Point of sale",
  "Inventory tracking",
  "Purchase orders",
  "Customer loyalty",
  "Discounts and promotions",
  "Tax management",
  "Sales reports",
  "Multiple locations",
] as const;

const DISCOVERY_CHOICES = [
  "Search engine",
  "A friend or colleague",
  "Social media",
  "Trade show or event",
  "An industry publication",
  "Other",
] as const;
type FeatureIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
type DiscoveryIndex = 0 | 1 | 2 | 3 | 4 | 5;

function StepActions({ pending, onBack, finish = false }: { pending: boolean; onBack?: () => void; finish?: boolean }) {
  const t = useMessages(onboardingMessages);
  return (
    <div className="flex items-center justify-between gap-2 pt-2">
      {onBack ? (
        <Button variant="ghost" onClick={onBack} disabled={pending}>
          {t("actions.back")}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" loading={pending}>
        {finish ? t("actions.finish") : t("actions.continue")}
      </Button>
    </div>
  );
}

export function ProfileStep({ user, pending, onSave }: StepProps) {
  const form = useForm({
    resolver: schemaResolver(onboardingInput, (v: { firstName: string; lastName: string }) => ({
      ...v,
      onboardingStep: "FEATURES" as const,
    })),
    defaultValues: { firstName: user.firstName ?? "", lastName: user.lastName ?? "" },
  });
  const { errors } = form.formState;
  const t = useMessages(onboardingMessages);
  return (
    <form className="grid gap-5" noValidate onSubmit={form.handleSubmit(onSave)}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t("profile.firstName")} error={errors.firstName?.message}>
          <Input autoComplete="given-name" autoFocus {...form.register("firstName")} />
        </FormField>
        <FormField label={t("profile.lastName")} error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register("lastName")} />
        </FormField>
      </div>
      <StepActions pending={pending} />
    </form>
  );
}

export function FeaturesStep({ user, pending, onSave, onBack }: StepProps) {
  const form = useForm({
    resolver: schemaResolver(onboardingInput, (v: { featureSuggestions: string[] }) => ({
      ...v,
      onboardingStep: "DISCOVERY" as const,
    })),
    defaultValues: { featureSuggestions: user.featureSuggestions },
  });
  const t = useMessages(onboardingMessages);
  return (
    <form className="grid gap-5" noValidate onSubmit={form.handleSubmit(onSave)}>
      <Controller
        control={form.control}
        name="featureSuggestions"
        render={({ field }) => (
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="sr-only">{t("features.legend")}</legend>
            {FEATURE_CHOICES.map((choice, index) => (
              <CheckboxField
                key={choice}
                label={t(`feature.${index as FeatureIndex}`)}
                className={cn(
                  "rounded-lg border p-3 transition-colors hover:bg-accent/50",
                  field.value.includes(choice) && "border-primary bg-accent/60",
                )}
                checked={field.value.includes(choice)}
                onCheckedChange={(checked) =>
                  field.onChange(checked ? [...field.value, choice] : field.value.filter((v) => v !== choice))
                }
              />
            ))}
          </fieldset>
        )}
      />
      <StepActions pending={pending} onBack={onBack} />
    </form>
  );
}

export function DiscoveryStep({ user, pending, onSave, onBack }: StepProps) {
  const form = useForm({
    resolver: schemaResolver(onboardingInput, (v: { discoverySource: string }) => ({
      ...withoutBlanks(v),
      onboardingStep: "ACCESS_CODE" as const,
    })),
    defaultValues: { discoverySource: user.discoverySource ?? "" },
  });
  const selected = form.watch("discoverySource");
  const t = useMessages(onboardingMessages);
  return (
    <form className="grid gap-5" noValidate onSubmit={form.handleSubmit(onSave)}>
      <div role="radiogroup" aria-label={t("discovery.label")} className="grid gap-2 sm:grid-cols-2">
        {DISCOVERY_CHOICES.map((choice, index) => (
          <label
            key={choice}
            className={cn(
              "flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm font-medium transition-colors hover:bg-accent/50",
              selected === choice && "border-primary bg-accent/60",
            )}
          >
            <input
              type="radio"
              value={choice}
              className="accent-(--color-primary)"
              {...form.register("discoverySource")}
            />
            {t(`discovery.${index as DiscoveryIndex}`)}
          </label>
        ))}
      </div>
      <StepActions pending={pending} onBack={onBack} />
    </form>
  );
}

export function AccessCodeStep({ user, pending, onSave, onBack }: StepProps) {
  const form = useForm({
    resolver: schemaResolver(onboardingInput, (v: { accessCode: string }) => ({ ...withoutBlanks(v), complete: true })),
    defaultValues: { accessCode: user.accessCode ?? "" },
  });
  const t = useMessages(onboardingMessages);
  return (
    <form className="grid gap-5" noValidate onSubmit={form.handleSubmit(onSave)}>
      <FormField
        label={t("accessCode.label")}
        error={form.formState.errors.accessCode?.message}
        description={t("accessCode.hint")}
      >
        <Input autoComplete="off" className="font-mono uppercase" autoFocus {...form.register("accessCode")} />
      </FormField>
      <StepActions pending={pending} onBack={onBack} finish />
    </form>
  );
}
