import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A form resolver from a schema of packages/shared when the form's fields are not the request itself
 * (a phone split into country and number, blank optional fields, an id the form does not show): map the
 * values, validate with the one shared schema, and submit its output. Error paths are the schema's, so a
 * form names its fields after the request's.
 */
export function schemaResolver<TForm extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
  toInput: (values: TForm) => z.input<TSchema>,
): Resolver<TForm, unknown, z.output<TSchema>> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, z.output<TSchema>>;
  return (values, context, options) => resolve(toInput(values) as FieldValues, context, options as never) as never;
}

/** Blank text becomes absent, so an untouched optional field is left out rather than rejected. */
export function withoutBlanks<T extends Record<string, unknown>>(values: T): { [K in keyof T]?: Exclude<T[K], ""> } {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => !(typeof value === "string" && value.trim() === "")),
  ) as { [K in keyof T]?: Exclude<T[K], ""> };
}
