// Malformed inputs for every operation of the OpenAPI document (malformed.test.ts): from each operation's own
// schemas, bodies and queries with wrong types, huge strings, NUL characters, deep nesting, __proto__ keys,
// out-of-range numbers and missing fields, plus a body at the schemas' own maxima (what the schemas accept must
// not overflow the database). Path ids are a seeded organization's real ones, so calls reach the services.

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  maximum?: number;
  minimum?: number;
  maxLength?: number;
  maxItems?: number;
  nullable?: boolean;
}

export interface Operation {
  method: string;
  path: string;
  parameters: { in: string; name: string; schema: JsonSchema }[];
  body?: JsonSchema;
}

export interface Attempt {
  label: string;
  url: string;
  /** A raw JSON text (deep nesting and __proto__ cannot be built as objects). */
  payload?: string;
}

export const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const HUGE = "x".repeat(20_000);
const NUL = "a\u0000b";

/** The operations of an OpenAPI document, each with its path parameters and JSON body schema. */
export function operationsOf(doc: {
  paths: Record<string, Record<string, { parameters?: Operation["parameters"]; requestBody?: unknown }>>;
}): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content?.[
        "application/json"
      ]?.schema,
    })),
  );
}

const variantsOf = (schema: JsonSchema): JsonSchema[] => [
  ...(schema.anyOf ?? []),
  ...(schema.oneOf ?? []),
  ...(schema.allOf ?? []),
];
const typeOf = (schema: JsonSchema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== "null");
  if (schema.type) return schema.type;
  if (schema.properties) return "object";
  const inner = variantsOf(schema).find((v) => typeOf(v) !== "null" && typeOf(v) !== undefined);
  return inner ? typeOf(inner) : undefined;
};
const objectSchema = (schema: JsonSchema): JsonSchema | undefined =>
  schema.properties ? schema : variantsOf(schema).find((v) => v.properties);

/** The id a parameter or field names, from the seeded organization's ids (or an unknown one). */
export type IdLookup = (name: string, path: string) => string;

/** A value the schema accepts at its limits: numbers at their maximum, strings at their maximum length. */
export function boundaryValue(schema: JsonSchema, name: string, path: string, ids: IdLookup, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const objectLike = objectSchema(schema);
  if (objectLike && depth < 6) {
    return Object.fromEntries(
      Object.entries(objectLike.properties ?? {}).map(([key, sub]) => [
        key,
        boundaryValue(sub, key, path, ids, depth + 1),
      ]),
    );
  }
  const enumVariant = variantsOf(schema).find((v) => v.enum?.length || v.const !== undefined);
  if (enumVariant) return boundaryValue(enumVariant, name, path, ids, depth);
  switch (typeOf(schema)) {
    case "integer":
    case "number":
      return schema.maximum ?? 1_000_000;
    case "boolean":
      return true;
    case "array": {
      const item = schema.items ?? {};
      const single = name.endsWith("Ids") ? name.slice(0, -1) : name;
      return Array.from({ length: Math.min(schema.maxItems ?? 3, 3) }, () =>
        boundaryValue(item, single, path, ids, depth + 1),
      );
    }
    case "string":
      if (schema.format === "uuid" || name.endsWith("Id")) return ids(name, path);
      if (schema.format === "email" || name === "email") return `edge${Date.now()}@example.com`;
      if (schema.format === "date" || name.endsWith("Date") || name === "expiresAt") return "2031-12-31";
      return "y".repeat(Math.min(schema.maxLength ?? 40, 5_000));
    default:
      return null;
  }
}

/** Every field of the body replaced by `replace`, recursively into objects and arrays of objects. */
function mapFields(schema: JsonSchema, replace: (field: JsonSchema) => unknown, depth = 0): unknown {
  const objectLike = objectSchema(schema);
  if (!objectLike || depth > 5) return replace(schema);
  return Object.fromEntries(
    Object.entries(objectLike.properties ?? {}).map(([key, sub]) => {
      if (typeOf(sub) === "array" && sub.items && objectSchema(sub.items)) {
        return [key, [mapFields(sub.items, replace, depth + 1)]];
      }
      return [key, objectSchema(sub) ? mapFields(sub, replace, depth + 1) : replace(sub)];
    }),
  );
}

const wrongType = (field: JsonSchema): unknown => {
  const type = typeOf(field);
  if (type === "string") return { not: "a string" };
  if (type === "array") return "not an array";
  if (type === "boolean") return "maybe";
  if (type === "object") return [1, 2];
  return "12abc";
};
const huge = (field: JsonSchema): unknown => {
  const type = typeOf(field);
  if (type === "string") return HUGE;
  if (type === "array") return Array.from({ length: 5_000 }, () => HUGE.slice(0, 40));
  if (type === "integer" || type === "number") return 1e300;
  return HUGE;
};
const withNul = (field: JsonSchema): unknown => {
  const type = typeOf(field);
  if (type === "array") return [NUL];
  if (type === "integer" || type === "number") return 1;
  return NUL;
};
const outOfRange = (value: number) => (field: JsonSchema) => {
  const type = typeOf(field);
  if (type === "integer" || type === "number") return value;
  return type === "string" ? "ok" : null;
};

/** A JSON object text with a raw first member before the value's own members. */
function prefixed(member: string, value: Record<string, unknown>): string {
  const rest = JSON.stringify(value ?? {}).slice(1);
  return rest === "}" ? `{${member}}` : `{${member},${rest}`;
}

const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

/** The malformed requests for one operation, with its path already filled with real ids. */
export function attemptsFor(op: Operation, ids: IdLookup): Attempt[] {
  const pathParams = op.parameters.filter((p) => p.in === "path");
  const fill = (override?: { name: string; value: string }) =>
    op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
      encodeURIComponent(override?.name === name ? override.value : ids(name, op.path)),
    );
  const url = fill();
  const attempts: Attempt[] = [];
  for (const param of pathParams) {
    for (const [label, value] of [
      ["NUL", `${UNKNOWN_ID.slice(0, 10)}\u0000`],
      ["huge", HUGE],
      ["wrong type", "12abc"],
    ] as const) {
      attempts.push({ label: `path ${param.name} ${label}`, url: fill({ name: param.name, value }) });
    }
  }
  const query = op.parameters.filter((p) => p.in === "query");
  if (query.length) {
    const queryWith = (value: (p: JsonSchema) => string) =>
      `${url}?${query.map((p) => `${p.name}=${encodeURIComponent(value(p.schema))}`).join("&")}`;
    attempts.push({ label: "query wrong types", url: queryWith((s) => String(wrongType(s))) });
    attempts.push({ label: "query huge", url: queryWith(() => HUGE) });
    attempts.push({ label: "query NUL", url: queryWith(() => NUL) });
    attempts.push({ label: "query out of range", url: queryWith(() => "99999999999999999999") });
    attempts.push({ label: "query repeated", url: `${queryWith(() => "1")}&${queryWith(() => "2").split("?")[1]}` });
  }
  if (!op.body || !["POST", "PUT", "PATCH", "DELETE"].includes(op.method)) {
    return [{ label: "as is", url }, ...attempts];
  }
  const body = op.body;
  const boundary = boundaryValue(body, "", op.path, ids) as Record<string, unknown>;
  const json = (value: unknown) => JSON.stringify(value);
  return [
    ...attempts,
    { label: "missing fields", url, payload: "{}" },
    { label: "not an object", url, payload: "[1,2,3]" },
    { label: "wrong types", url, payload: json(mapFields(body, wrongType)) },
    { label: "huge values", url, payload: json(mapFields(body, huge)) },
    { label: "NUL characters", url, payload: json(mapFields(body, withNul)) },
    { label: "beyond safe integers", url, payload: json(mapFields(body, outOfRange(2 ** 63))) },
    { label: "negative 32-bit overflow", url, payload: json(mapFields(body, outOfRange(-(2 ** 31) - 1))) },
    { label: "fractions", url, payload: json(mapFields(body, outOfRange(0.5))) },
    { label: "deep nesting", url, payload: deepJson(5_000) },
    { label: "deep nesting in a field", url, payload: json({ ...boundary, extra: JSON.parse(deepJson(200)) }) },
    { label: "__proto__", url, payload: prefixed('"__proto__":{"isAdmin":true}', boundary) },
    { label: "constructor.prototype", url, payload: prefixed('"constructor":{"prototype":{"x":1}}', boundary) },
    { label: "at the schema's maxima", url, payload: json(boundary) },
    { label: "at the schema's maxima, twice", url, payload: json(boundary) },
  ];
}
