// Identity calls of spec §7 (Auth): one schema per request and answer, used by the API, the forms and the client.
import { z } from "zod";
import { SIGN_IN_CODE } from "./constants.ts";
import { languageSchema, languages } from "./languages.ts";
import { listOf, pageQuery } from "./lists.ts";
import { phoneSchema } from "./phone.ts";
import { codeSchema, emailSchema, passwordSchema, personName } from "./validation.ts";

export const platformRoles = ["PLATFORM_ADMIN"] as const;
export const authMethods = ["email", "phone"] as const;
export type AuthMethod = (typeof authMethods)[number];

const verificationCode = codeSchema("code").refine(
  (v) => v.length === SIGN_IN_CODE.length && /^\d+$/.test(v),
  `code must be ${SIGN_IN_CODE.length} digits`,
);
const authenticationId = z.uuid({ error: "authenticationId must be a valid id" });
export const usernameSchema = z
  .string({ error: "username is required" })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_.]{3,30}$/, "username must be 3 to 30 letters, digits, dots or underscores");

/** Either an e-mail or a phone (spec §2 sign-in screen), never both. */
export const addressInput = z
  .object({ email: emailSchema.optional(), phone: phoneSchema.optional() })
  .refine((v) => Boolean(v.email) !== Boolean(v.phone), {
    message: "email or phone is required (one of them, not both)",
    path: ["email"],
  });

export const signUpInput = z
  .object({ email: emailSchema.optional(), phone: phoneSchema.optional(), referredBy: z.string().max(100).optional() })
  .refine((v) => Boolean(v.email) !== Boolean(v.phone), {
    message: "email or phone is required (one of them, not both)",
    path: ["email"],
  });
export type SignUpInput = z.infer<typeof signUpInput>;

/** @alias the spec's name for the sign-in body */
export const signInInput = addressInput;
export type SignInInput = z.infer<typeof signInInput>;

export const authenticationStarted = z.object({ authenticationId, channel: z.enum(authMethods), to: z.string() });
export type AuthenticationStarted = z.infer<typeof authenticationStarted>;

export const verifyCodeInput = z.object({ authenticationId, code: verificationCode });
export type VerifyCodeInput = z.infer<typeof verifyCodeInput>;

export const resendCodeInput = z.object({ authenticationId });

export const passwordSignInInput = z.object({
  identifier: z
    .string({ error: "identifier is required" })
    .trim()
    .min(1, "identifier is required (e-mail or username)")
    .max(320, "identifier must be at most 320 characters"),
  password: z
    .string({ error: "password is required" })
    .min(1, "password is required")
    .max(200, "password must be at most 200 characters"),
});
export type PasswordSignInInput = z.infer<typeof passwordSignInInput>;

export const forgotPasswordInput = z.object({ email: emailSchema });
export const forgotPasswordInfo = z.object({ id: z.uuid(), email: z.string(), expiresAt: z.string() });
export const resetPasswordInput = z
  .object({
    id: z.uuid(),
    token: z.string().min(1, "token is required"),
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "passwords do not match", path: ["confirmPassword"] });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** The half-filled sign-up form (spec §7 auth/sign-up/save-partial). */
export const signUpPartialInput = z.object({
  authenticationId,
  firstName: z.string().max(120).optional(),
  lastName: z.string().max(120).optional(),
  username: z.string().max(30).optional(),
  birthDate: z.string().max(10).optional(),
  agreedToTerms: z.boolean().optional(),
  referredBy: z.string().max(100).optional(),
});
export type SignUpPartialInput = z.infer<typeof signUpPartialInput>;

/** Access codes are alphanumeric (spec §5); dashes and spaces people type for readability are dropped. */
export const accessCodeSchema = z
  .string({ error: "accessCode is required" })
  .transform((v) => v.replace(/[\s-]/g, "").toUpperCase())
  .pipe(codeSchema("accessCode").min(1, "accessCode is required"));

export const onboardingSteps = ["PROFILE", "FEATURES", "DISCOVERY", "ACCESS_CODE", "DONE"] as const;
export const onboardingInput = z.object({
  onboardingStep: z.enum(onboardingSteps).optional(),
  firstName: personName("firstName").optional(),
  lastName: personName("lastName").optional(),
  featureSuggestions: z.array(z.string().trim().min(1).max(60)).max(20).optional(),
  discoverySource: z.string().trim().max(120).optional(),
  accessCode: accessCodeSchema.optional(),
  complete: z.boolean().optional(),
});
export type OnboardingInput = z.infer<typeof onboardingInput>;

const AVATAR_DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+=*$/;

export const updateMeInput = z
  .object({
    firstName: personName("firstName").optional(),
    lastName: personName("lastName").optional(),
    username: usernameSchema.optional(),
    email: emailSchema.optional(),
    phone: phoneSchema.optional(),
    /** A data URL image (png, jpeg, gif or webp); an empty string removes the picture. */
    avatar: z
      .string()
      .max(400_000, "avatar image must be under 300 KB")
      .refine((v) => v === "" || AVATAR_DATA_URL.test(v), "avatar must be a PNG, JPEG, GIF or WebP image")
      .optional(),
    birthDate: z.iso.date({ error: "birthDate must be a date (YYYY-MM-DD)" }).optional(),
    agreedToTerms: z.boolean().optional(),
    /** The user's language (decision 0034); null follows the browser's. */
    language: languageSchema.nullable().optional(),
    currentPassword: z.string().optional(),
    password: passwordSchema.optional(),
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.password === undefined || v.password === v.confirmPassword, {
    message: "passwords do not match",
    path: ["confirmPassword"],
  });
export type UpdateMeInput = z.infer<typeof updateMeInput>;

export const sendReferralInput = z.object({ phone: phoneSchema });

/** The signed-in user as the server knows it (spec §3 "Signed-in user state", server part). */
export const userState = z.object({
  id: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  image: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthDate: z.string().nullable(),
  isEmailVerified: z.boolean(),
  isPhoneVerified: z.boolean(),
  agreedToTerms: z.boolean(),
  hasPassword: z.boolean(),
  isWaitingApproval: z.boolean(),
  isOnBoarded: z.boolean(),
  onboardingStep: z.string().nullable(),
  featureSuggestions: z.array(z.string()),
  discoverySource: z.string().nullable(),
  accessCode: z.string().nullable(),
  roles: z.array(z.enum(platformRoles)),
  organizationSlug: z.string().nullable(),
  selectedOrgId: z.string().nullable(),
  selectedLocationId: z.string().nullable(),
  /** The language the user chose in settings; null: the browser's (decision 0034). */
  language: z.enum(languages).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserState = z.infer<typeof userState>;

/** accessToken is left out when the caller asked for the cookie only (AUTH_MODE_HEADER, the web app). */
export const authSession = z.object({ accessToken: z.string().optional(), user: userState });
export type AuthSession = z.infer<typeof authSession>;

export const messageResponse = z.object({ message: z.string() });

export const outboxMessage = z.object({
  to: z.string(),
  channel: z.enum(["email", "sms"]),
  subject: z.string().nullable(),
  body: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const waitlistEntry = userState.pick({
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  createdAt: true,
  discoverySource: true,
});

/** The saved half-filled sign-up form, as POST and GET auth/sign-up/save-partial answer it. */
/** @alias */
export const signUpPartial = signUpPartialInput;
export type SignUpPartial = z.infer<typeof signUpPartial>;

export const authMethodParams = z.object({ method: z.enum(authMethods) });

export const onboardingState = z.object({
  onboardingStep: z.string().nullable(),
  featureSuggestions: z.array(z.string()),
  discoverySource: z.string().nullable(),
  accessCode: z.string().nullable(),
  isOnBoarded: z.boolean(),
});
export type OnboardingState = z.infer<typeof onboardingState>;

export const forgotPasswordInfoQuery = z.object({ token: z.string({ error: "token is required" }).min(1) });

export const outboxQuery = z.object({ to: z.string().trim().optional() });
export const outboxList = z.object({ data: z.array(outboxMessage) });

export const waitlistQuery = z.object({ ...pageQuery(), search: z.string().trim().max(100).optional() });
export const waitlistPage = listOf(waitlistEntry);
export const approvedUser = waitlistEntry.extend({ isWaitingApproval: z.boolean(), approvedAt: z.string().nullable() });
export type ApprovedUser = z.infer<typeof approvedUser>;
export const userIdParams = z.object({ userId: z.uuid({ error: "userId must be a valid id" }) });
