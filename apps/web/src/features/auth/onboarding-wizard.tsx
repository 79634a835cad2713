import type { OnboardingInput, UserState } from "@verdant/shared/auth";
import { useState } from "react";
import { cn } from "../../lib/cn.ts";
import { useSaveOnboarding } from "./api.ts";
import { AccessCodeStep, DiscoveryStep, FeaturesStep, ProfileStep, type StepProps } from "./onboarding-steps.tsx";

const STEPS = [
  { id: "PROFILE", title: "What should we call you?", hint: "Your name as your team will see it.", Form: ProfileStep },
  {
    id: "FEATURES",
    title: "What would you like Verdant to do for you?",
    hint: "Pick as many as you like.",
    Form: FeaturesStep,
  },
  {
    id: "DISCOVERY",
    title: "How did you hear about Verdant?",
    hint: "It helps us reach stores like yours.",
    Form: DiscoveryStep,
  },
  { id: "ACCESS_CODE", title: "Do you have an access code?", hint: "The last step.", Form: AccessCodeStep },
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
          <span>
            Step {index + 1} of {STEPS.length}
          </span>
        </div>
        <div className="grid grid-cols-4 gap-1.5" aria-hidden>
          {STEPS.map((s, i) => (
            <span key={s.id} className={cn("h-1.5 rounded-full", i <= index ? "bg-primary" : "bg-muted")} />
          ))}
        </div>
      </div>
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{step.title}</h2>
        <p className="text-sm text-muted-foreground">{step.hint}</p>
      </div>
      <step.Form key={step.id} {...props} />
    </div>
  );
}
