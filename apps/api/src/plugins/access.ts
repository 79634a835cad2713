// The one access check (docs/decisions/0002-access-control.md). A route declares what it needs:
//   config: { access: "catalog.write" }            (organization and location read from the request)
//   config: { access: { permission: "org.manage", scope: scopeFrom.param("id") } }
// and this plugin makes the caller sign in (approved), finds the organization and location, loads the caller's
// membership in one query, answers 404 when the caller is not a member or the location is not the organization's
// (never confirming that another tenant's ids exist), 403 when the role lacks the permission, and sets
// request.access for the service to scope its queries.
import {
  can,
  groupLocationRoles,
  type LocationRole,
  type Membership,
  PERMISSIONS,
  type Permission,
} from "@verdant/shared/roles";
import { type SQLWrapper, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client.ts";
import { organizationMembers, users } from "../db/schema/index.ts";
import { AppError, forbidden, notFound, say } from "../lib/app-error.ts";
import { preparedStatement } from "../lib/queries.ts";
import { findSession, sessionStatement, toSession } from "./auth.ts";

export interface Scope {
  organizationId: string;
  locationId?: string;
}
/** Finds the organization (and location) a request is about; undefined when the entity it names does not exist. */
export type ScopeResolver = (request: FastifyRequest, db: Db) => Promise<Scope | undefined> | Scope | undefined;
export type AccessRule = Permission | { permission: Permission; scope?: ScopeResolver };

export interface MemberAccess extends Membership {
  id: string;
  userId: string;
}
export interface Access {
  organizationId: string;
  locationId?: string;
  userId: string;
  member: MemberAccess;
  /** The same table as the web app's menus, for rules that depend on the data (one's own sales, leaving). */
  can: (permission: Permission, locationId?: string) => boolean;
}

declare module "fastify" {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyRequest {
    access: Access | null;
    /** The membership read with a write's session (identify), for the scope its key names. */
    identifiedMember?: { key: string; member: MemberFound };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const str = (value: unknown) => (typeof value === "string" && UUID.test(value) ? value : undefined);
const fields = (value: unknown) => (value && typeof value === "object" ? (value as Record<string, unknown>) : {});

/** Path parameters first (/organization/:orgId/location/:locationId/...), then the query, then the body. */
export const defaultScope: ScopeResolver = (request) => {
  const sources = [fields(request.params), fields(request.query), fields(request.body)];
  const pick = (...keys: string[]) => {
    for (const source of sources) for (const key of keys) if (source[key] !== undefined) return source[key];
    return undefined;
  };
  const organizationId = str(pick("orgId", "organizationId"));
  if (!organizationId) return undefined;
  const rawLocation = pick("locationId");
  if (rawLocation !== undefined && !str(rawLocation)) return undefined;
  return { organizationId, locationId: str(rawLocation) };
};

/** For routes that name the organization under another key (DELETE /organization/:id, PUT /organization { id }). */
export const scopeFrom = {
  param:
    (key: string): ScopeResolver =>
    (request) =>
      orgOnly(fields(request.params)[key]),
  body:
    (key: string): ScopeResolver =>
    (request) =>
      orgOnly(fields(request.body)[key]),
};
const orgOnly = (value: unknown) => {
  const organizationId = str(value);
  return organizationId ? { organizationId } : undefined;
};

type MemberRow = { id: string; type: MemberAccess["type"]; roles: { locationId: string; role: LocationRole }[] };
type MemberFound = (MemberAccess & { locationFound: boolean }) | undefined;

/**
 * The caller's membership with every location role, and whether the location belongs to the organization, as one
 * JSON value (null when not a member) for the user `userId` names.
 */
const memberOf = (userId: SQLWrapper) => sql`(select json_build_object('id', m.id, 'type', m.type,
    'roles', coalesce((select json_agg(json_build_object('locationId', r.location_id, 'role', r.role))
      from member_location_roles r where r.member_id = m.id), '[]'::json),
    'locationFound', (${sql.placeholder("loc")}::uuid is null or exists(select 1 from locations l
      where l.id = ${sql.placeholder("loc")}::uuid and l.organization_id = m.organization_id)))
  from ${organizationMembers} m where m.organization_id = ${sql.placeholder("org")}::uuid and m.user_id = ${userId})`;

const membershipOf = preparedStatement<{ member: (MemberRow & { locationFound: boolean }) | null }>(
  sql`select ${memberOf(sql`${sql.placeholder("user")}::uuid`)} as member`,
  { readOnly: true },
);

/** A write's session and the membership it acts under, in one statement (the auth plugin leaves writes to us). */
const sessionWithMember = sessionStatement<{ member: (MemberRow & { locationFound: boolean }) | null }>(
  sql`${memberOf(users.id)} as member`,
);

const toMember = (userId: string, row: (MemberRow & { locationFound: boolean }) | null): MemberFound =>
  row
    ? {
        id: row.id,
        userId,
        type: row.type,
        locationRoles: groupLocationRoles(row.roles),
        locationFound: row.locationFound,
      }
    : undefined;

export async function loadMembership(
  db: Db,
  userId: string,
  organizationId: string,
  locationId?: string,
): Promise<MemberFound> {
  const [row] = await membershipOf(db, { org: organizationId, loc: locationId ?? null, user: userId });
  return toMember(userId, row?.member ?? null);
}

const memberKey = (userId: string, scope: Scope) =>
  `member:${userId}:${scope.organizationId}:${scope.locationId ?? ""}`;

/**
 * The first hook of a write under an access rule: its session, and with it the membership of the organization and
 * location its path names (kept for checkAccess, which uses it when the request's scope is that one).
 */
function identify(db: Db, rule: AccessRule): onRequestHookHandler {
  const fromPath = typeof rule === "string" || !rule.scope;
  return async (request) => {
    const tokenHash = request.identityToken;
    if (!tokenHash) return;
    const scope = fromPath ? await defaultScope(request, db) : undefined;
    if (!scope) {
      const found = await findSession(db, tokenHash);
      if (found) request.auth = { user: found.user, sessionId: found.sessionId };
      return;
    }
    const [row] = await sessionWithMember(db, {
      tokenHash,
      now: new Date(),
      org: scope.organizationId,
      loc: scope.locationId ?? null,
    });
    if (!row) return;
    const { member, ...session } = row;
    const { user, sessionId } = toSession(session);
    request.auth = { user, sessionId };
    request.identifiedMember = { key: memberKey(user.id, scope), member: toMember(user.id, member) };
  };
}

export function accessOf(request: FastifyRequest): Access {
  if (!request.access) throw new Error(`route ${request.routeOptions.url} has no config.access`);
  return request.access;
}

/** The organization and location a location-scoped call works in. */
export interface LocationScope {
  organizationId: string;
  locationId: string;
}

export function locationScopeOf(request: FastifyRequest): LocationScope {
  const { organizationId, locationId } = accessOf(request);
  if (!locationId) throw new Error(`route ${request.routeOptions.url} has no location in its access scope`);
  return { organizationId, locationId };
}

/** For a rule that depends on the data the service loaded (removing someone else needs org.manage). */
export function assertCan(access: Access, permission: Permission, locationId?: string): void {
  if (!access.can(permission, locationId ?? access.locationId)) throw forbidden();
}

function checkAccess(db: Db, rule: AccessRule): preHandlerHookHandler {
  const permission = typeof rule === "string" ? rule : rule.permission;
  const resolve = (typeof rule === "string" ? undefined : rule.scope) ?? defaultScope;
  const scopeRule = PERMISSIONS[permission].scope;
  return async (request) => {
    const user = request.auth!.user;
    const scope = await resolve(request, db);
    if (!scope) throw notFound("organization");
    if (scopeRule === "location" && !scope.locationId) {
      throw new AppError("bad_request", say("scope.required"));
    }
    const key = memberKey(user.id, scope);
    const member =
      request.identifiedMember?.key === key
        ? request.identifiedMember.member
        : await request.server.authCache.read(request, key, () =>
            loadMembership(db, user.id, scope.organizationId, scope.locationId),
          );
    if (!member) throw notFound("organization");
    if (!member.locationFound) throw notFound("location");
    const { locationFound: _, ...membership } = member;
    if (!can(membership, permission, scope.locationId)) throw forbidden();
    request.access = {
      organizationId: scope.organizationId,
      locationId: scope.locationId,
      userId: user.id,
      member: membership,
      can: (p, locationId) => can(membership, p, locationId),
    };
  };
}

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/** Registered before the route plugins (modules/index.ts); every route with config.access gets both hooks. */
export const accessPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorateRequest("access", null);
  app.addHook("onRoute", (route) => {
    const rule = route.config?.access;
    if (!rule) return;
    // Sign-in is checked on request, before the body is validated, so a stranger learns nothing from a 400.
    route.onRequest = [
      identify(opts.db, rule),
      app.requireApproved as onRequestHookHandler,
      ...asList(route.onRequest),
    ];
    route.preHandler = [checkAccess(opts.db, rule), ...asList(route.preHandler)];
  });
});
