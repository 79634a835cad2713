// Validation rules of spec §5, shared by the forms and the API.
import { z } from "zod";
import { NAME_RULES, PASSWORD_MIN_LENGTH } from "./constants.ts";

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const NAME_WORD = `[\\p{L}'-]{1,${NAME_RULES.maxWordLength}}`;
const NAME_RE = new RegExp(`^${NAME_WORD}( ${NAME_WORD}){0,${NAME_RULES.maxWords - 1}}$`, "u");
const CODE_RE = /^[A-Za-z0-9]+$/;

export const isEmail = (value: string) => EMAIL_RE.test(value);
export const isPersonName = (value: string) => NAME_RE.test(value);
export const isCode = (value: string) => CODE_RE.test(value);

export const emailSchema = z
  .string({ error: "email is required" })
  .trim()
  .toLowerCase()
  .refine(isEmail, "email must be a valid e-mail address");

export const personName = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .refine(
      isPersonName,
      `${field} must be up to ${NAME_RULES.maxWords} words of 1 to ${NAME_RULES.maxWordLength} letters, apostrophes or hyphens`,
    );

export const codeSchema = (field = "code") =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .refine(isCode, `${field} must contain only letters and digits`);

export const passwordSchema = z
  .string({ error: "password is required" })
  .min(PASSWORD_MIN_LENGTH, `password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, "password must be at most 200 characters");

/** Empty or not-a-number becomes absent; otherwise a number between min (default 0) and max (spec §5). */
export function optionalNumber(field: string, max: number, min = 0) {
  return z.preprocess((value) => {
    if (value === "" || value === null || value === undefined) return undefined;
    const n = typeof value === "number" ? value : Number(value);
    return Number.isNaN(n) ? undefined : n;
  }, z.number().min(min, `${field} must be at least ${min}`).max(max, `${field} must be at most ${max}`).optional());
}

export const uuidSchema = (field = "id") =>
  z.uuid({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a valid id`) });
