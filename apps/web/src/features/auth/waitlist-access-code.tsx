// The waitlist's way in (issue 15): a person who gets an access code after signing up enters it here, on the page
// that holds them, instead of waiting for approval. The same call as onboarding's last step (a valid code takes the
// account off the waitlist, counted once); a refused code is said under the field. A plain form: the waitlist page
// is part of the first load's size budget (decision 0028).
import type { UserState } from "@verdant/shared/auth";
import { accessCodeSchema } from "@verdant/shared/auth";
import { KeyRound } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { useSaveOnboarding } from "./api.ts";
import { authMessages } from "./messages.ts";

export function WaitlistAccessCode({ onApproved }: { onApproved: (user: UserState) => void }) {
  const t = useMessages(authMessages);
  const save = useSaveOnboarding({ toast: false });
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = () => {
    if (!code.trim()) return setError(t("waitlistCode.required"));
    const parsed = accessCodeSchema.safeParse(code);
    if (!parsed.success) return setError(t("waitlistCode.invalid"));
    setError(null);
    save.mutate(
      { accessCode: parsed.data },
      {
        onSuccess: (user) => {
          if (!user.isWaitingApproval) onApproved(user);
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.status < 500 ? failure.message : t("waitlistCode.unavailable"),
          ),
      },
    );
  };
  return (
    <form
      className="grid gap-3 rounded-lg border p-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="flex items-center gap-2 text-sm font-medium">
        <KeyRound className="size-4 text-primary" aria-hidden /> {t("waitlistCode.title")}
      </div>
      <div className="grid gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {t("waitlistCode.label")}
        </label>
        <div className="flex gap-2">
          <Input
            id={id}
            autoComplete="off"
            className="font-mono uppercase"
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint`}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit" loading={save.isPending}>
            {t("waitlistCode.use")}
          </Button>
        </div>
        {error ? (
          <p id={`${id}-hint`} role="alert" className="text-xs text-destructive">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {t("waitlistCode.hint")}
          </p>
        )}
      </div>
    </form>
  );
}
