import { fieldsInUseMessage } from "@verdant/shared";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "../app/api-client.ts";
import { notifyError } from "../app/notify-error.ts";

/**
 * A failed save shown where the person looks: a taken value (409 fields_already_in_use) under its field, with
 * the spec's wording; anything the form cannot place as the spec §8 toast with the action's fallback text.
 */
export function showSaveError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly string[],
  fallback: string,
) {
  if (error instanceof ApiError && error.body.code === "fields_already_in_use") {
    const fields = error.body.fields ?? [];
    const placed = fields.filter((field) => formFields.includes(field));
    for (const field of placed) {
      setError(field as Path<T>, { message: fieldsInUseMessage([field]) }, { shouldFocus: field === placed[0] });
    }
    if (placed.length === fields.length && placed.length > 0) return;
  }
  notifyError(error, fallback);
}
