// A form field's error in the reader's language (decision 0034). The shared schemas speak English, word for word
// as the spec and the API say it, and English readers see those sentences (FormField makes them plain); another
// language shows the catalog's sentence for the field instead. A server's own message ("already in use", type
// "server") is shown as it came, like every server message, and so is one the page wrote in the reader's words
// (type "local").
import { useLanguage } from "./language.ts";

type FieldError = { type?: unknown; message?: string | undefined } | undefined;

/** `const fieldError = useFieldError(); fieldError(errors.email, () => t("invalid.email"))`. */
export function useFieldError(): (error: FieldError, translated: () => string) => string | undefined {
  const language = useLanguage();
  return (error, translated) => {
    if (!error?.message) return undefined;
    return language === "en" || error.type === "server" || error.type === "local" ? error.message : translated();
  };
}
