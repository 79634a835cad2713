// The waitlist's way in (issue 15): a person who gets an access code after signing up enters it here, on the page
// that holds them, instead of waiting for approval. The same call as onboarding's last step (a valid code takes the
// account off the waitlist, counted once); a refused code is said under the field.
import type { UserState } from "@verdant/shared/auth";
import { accessCodeSchema } from "@verdant/shared/auth";
import { KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "../../components/ui/button.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { schemaResolver } from "../../lib/form-resolver.ts";
import { useSaveOnboarding } from "./api.ts";

const accessCodeForm = z.object({
  accessCode: z.string().trim().min(1, "accessCode is required").pipe(accessCodeSchema),
});

export function WaitlistAccessCode({ onApproved }: { onApproved: (user: UserState) => void }) {
  const save = useSaveOnboarding({ toast: false });
  const form = useForm({
    resolver: schemaResolver(accessCodeForm, (v: { accessCode: string }) => v),
    defaultValues: { accessCode: "" },
  });
  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (user) => {
        if (!user.isWaitingApproval) onApproved(user);
      },
      onError: (error) =>
        form.setError("accessCode", {
          type: "server",
          message:
            error instanceof ApiError && error.status < 500
              ? error.message
              : "We could not check the code. Please try again in a few minutes.",
        }),
    }),
  );
  return (
    <form className="grid gap-3 rounded-lg border p-4" noValidate onSubmit={submit}>
      <div className="flex items-center gap-2 text-sm font-medium">
        <KeyRound className="size-4 text-primary" aria-hidden /> Got an access code since?
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
        <FormField
          label="Access code"
          error={form.formState.errors.accessCode?.message}
          description="From the Verdant team or a partner. It lets you in right away."
        >
          <Input autoComplete="off" className="font-mono uppercase" {...form.register("accessCode")} />
        </FormField>
        <Button type="submit" className="sm:mt-7" loading={save.isPending}>
          Use code
        </Button>
      </div>
    </form>
  );
}
