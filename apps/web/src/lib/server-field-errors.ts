// A refusal that names fields (409 fields_already_in_use) is also shown under those fields, next to the
// toast, so the person sees which entry to change, in the reader's language (lib/messages: the spec's sentence in
// English). Shared by every form that can meet a uniqueness rule.
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client.ts";
import { translate } from "./i18n/catalog.ts";
import { commonMessages } from "./messages.ts";

const t = translate(commonMessages);

/** Marks each named field of `error` on the form; `prefix` maps nested forms ("location." + "name"). */
export function showFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, prefix = "") {
  if (!(error instanceof ApiError) || error.body.code !== "fields_already_in_use") return;
  const fields = error.body.fields ?? [];
  for (const field of fields) {
    setError(
      `${prefix}${field}` as Path<T>,
      { type: "server", message: t("error.fieldsInUse", { count: 1, list: field }) },
      { shouldFocus: true },
    );
  }
}
