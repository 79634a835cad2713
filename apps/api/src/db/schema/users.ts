import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text(),
    phone: text(),
    username: text(),
    firstName: text(),
    lastName: text(),
    avatar: text(),
    birthDate: date(),
    passwordHash: text(),
    isEmailVerified: boolean().notNull().default(false),
    isPhoneVerified: boolean().notNull().default(false),
    agreedToTerms: boolean().notNull().default(false),
    roles: text().array().notNull().default(sql`'{}'::text[]`),
    isWaitingApproval: boolean().notNull().default(true),
    approvedAt: timestamp({ withTimezone: true }),
    approvedBy: uuid(),
    isOnBoarded: boolean().notNull().default(false),
    onboardingStep: text(),
    featureSuggestions: text().array().notNull().default(sql`'{}'::text[]`),
    discoverySource: text(),
    accessCode: text(),
    referredBy: text(),
    selectedOrgId: uuid(),
    selectedLocationId: uuid(),
    /** The language the user chose (decision 0034); null: the browser's. */
    language: text({ enum: ["en", "fr-CA"] }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_phone_key").on(t.phone),
    uniqueIndex("users_username_key").on(t.username),
    index("users_waiting_idx").on(t.createdAt).where(sql`${t.isWaitingApproval}`),
    check("users_language_check", sql`${t.language} in ('en', 'fr-CA')`),
  ],
);

/** One sign-up or sign-in attempt by code: its id is the authenticationId the client carries. */
export const authentications = pgTable(
  "authentications",
  {
    id: uuid().primaryKey().defaultRandom(),
    purpose: text({ enum: ["SIGN_UP", "SIGN_IN"] }).notNull(),
    channel: text({ enum: ["email", "phone"] }).notNull(),
    address: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: "cascade" }),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastSentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    consumedAt: timestamp({ withTimezone: true }),
    referredBy: text(),
    partial: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("authentications_address_idx").on(t.address, t.createdAt)],
);

/** Every code sent, for the hourly cap per address (domain.md → Identity). */
export const codeDeliveries = pgTable(
  "code_deliveries",
  {
    id: uuid().primaryKey().defaultRandom(),
    address: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("code_deliveries_address_idx").on(t.address, t.sentAt)],
);

/** Revocable access tokens: only a hash of the token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sessions_token_hash_key").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

export const passwordResets = pgTable("password_resets", {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Access codes that let a new user skip the waitlist. */
export const accessCodes = pgTable("access_codes", {
  code: text().primaryKey(),
  maxUses: integer(),
  uses: integer().notNull().default(0),
  expiresAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The development outbox: codes and links that would be e-mailed or texted (never used in production). */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    channel: text({ enum: ["email", "sms"] }).notNull(),
    subject: text(),
    body: text().notNull(),
    code: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_to_idx").on(t.to, t.createdAt)],
);

/** Counters for request rate limits, shared by every API process. */
export const rateLimits = pgTable("rate_limits", {
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});
