import type { OnboardingInput, UserState } from "@verdant/shared/auth";
import { useState } from "react";
import { cn } from "../../lib/cn.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { useSaveOnboarding } from "./api.ts";
import { onboardingMessages } from "./onboarding-messages.ts";
import { AccessCodeStep, DiscoveryStep, FeaturesStep, ProfileStep, type StepProps } from "./onboarding-steps.tsx";

/** The steps in order; each one's question and hint are `step.<id>` and `step.<id>Hint` in the catalog. */
const STEPS = [
  { id: "PROFILE", Form: ProfileStep },
  { id: "FEATURES", Form: FeaturesStep },
  { id: "DISCOVERY", Form: DiscoveryStep },
  { id: "ACCESS_CODE", Form: AccessCodeStep },
] as const;

const stepIndex = (step: string | null) =>
  Math.max(
    0,
    STEPS.findIndex((s) => s.id === step),
  );

/** Resumes where the user left off (the saved onboardingStep); every step is saved before moving on. */
export function OnboardingWizard({ user, onDone }: { user: UserState; onDone: (user: UserState) => void }) {
  const [index, setIndex] = useState(() => stepIndex(user.onboardingStep));
  const save = useSaveOnboarding();
  const t = useMessages(onboardingMessages);
  const step = STEPS[index] ?? STEPS[0];
  const last = index === STEPS.length - 1;

  const onSave = (input: OnboardingInput) =>
    save.mutate(input, { onSuccess: (saved) => (last ? onDone(saved) : setIndex(index + 1)) });
  const props: StepProps = { user: save.data ?? user, pending: save.isPending, onSave };
  if (index > 0) props.onBack = () => setIndex(index - 1);

  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <div className="flex items-center justify-between text-xs font-medium text-muted-foreground">
          <span>{t("wizard.step", { step: index + 1, total: STEPS.length })}</span>
        </div>
        <div className="grid grid-cols-4 gap-1.5" aria-hidden>
          {STEPS.map((s, i) => (
            <span key={s.id} className={cn("h-1.5 rounded-full", i <= index ? "bg-primary" : "bg-muted")} />
          ))}
        </div>
      </div>
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{t(`step.${step.id}`)}</h2>
        <p className="text-sm text-muted-foreground">{t(`step.${step.id}Hint`)}</p>
      </div>
      <step.Form key={step.id} {...props} />
    </div>
  );
}
