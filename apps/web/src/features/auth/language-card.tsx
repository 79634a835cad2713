// The user's language (decision 0034): saved on the server at once (every device they sign in on follows it), and
// the app switches without a reload. "Same as this browser" stores no choice.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type UserState, userState } from "@verdant/shared/auth";
import { isLanguage, type Language, languageNames, languages } from "@verdant/shared/languages";
import { Card, CardContent, CardHeader } from "../../components/ui/card.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Select } from "../../components/ui/select.tsx";
import { notify } from "../../components/ui/toaster.tsx";
import { api } from "../../lib/api-client.ts";
import { translate, useMessages } from "../../lib/i18n/catalog.ts";
import { activeLanguage, browserLanguage, setLanguage } from "../../lib/i18n/language.ts";
import { storeUser } from "../../lib/session.ts";
import { settingsMessages } from "./settings-messages.ts";

const BROWSER = "browser";

function useSaveLanguage(failed: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language | null) => api.patch<UserState>("auth/me", { language }),
    onSuccess: async (saved, language) => {
      storeUser(queryClient, userState.parse(saved));
      await setLanguage(language);
      // Said in the new language, once its words have loaded.
      const t = translate(settingsMessages);
      notify.success(t("language.saved", { language: languageNames[activeLanguage()] }));
    },
    meta: { error: failed },
  });
}

export function LanguageCard({ user }: { user: UserState }) {
  const t = useMessages(settingsMessages);
  const save = useSaveLanguage(t("saveFailed"));
  const options = [
    { value: BROWSER, label: t("language.browser", { language: languageNames[browserLanguage()] }) },
    ...languages.map((language) => ({ value: language, label: languageNames[language] })),
  ];
  return (
    <Card>
      <CardHeader title={t("language.title")} description={t("language.description")} />
      <CardContent>
        <FormField label={t("language.label")} className="sm:max-w-sm">
          <Select
            value={user.language ?? BROWSER}
            options={options}
            disabled={save.isPending}
            onValueChange={(value) => save.mutate(isLanguage(value) ? value : null)}
          />
        </FormField>
      </CardContent>
    </Card>
  );
}
