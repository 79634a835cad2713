// What every receive-order route shares: its OpenAPI tag, its path, and the permissions it declares.
export const tags = ["receive-orders"];
export const base = "/organization/:orgId/location/:locationId/receive-orders";
export const read = { access: "inventory.read" } as const;
export const write = { access: "inventory.write" } as const;
