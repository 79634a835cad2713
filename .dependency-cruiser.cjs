// Dependency rules (style.md): shared → features → routes, features never import each other, no cycles,
// the shared package stays free of server and browser code, API modules meet only through services.
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment:
        "A cycle through type-only imports (a seed step naming the seed context's type) is no cycle at run time.",
      severity: "error",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "no-cross-feature-imports",
      comment: "A web feature never imports another feature; a route page composes them.",
      severity: "error",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/([^/]+)/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "shared-ui-does-not-know-features",
      severity: "error",
      from: { path: "^apps/web/src/(components|hooks|lib)/" },
      to: { path: "^apps/web/src/(features|routes)/" },
    },
    {
      name: "features-do-not-import-routes",
      severity: "error",
      from: { path: "^apps/web/src/features/" },
      to: { path: "^apps/web/src/routes/" },
    },
    {
      name: "only-routes-import-app",
      comment:
        "app/ holds the router, providers and layouts; features and the kit (components, hooks, lib) never import it.",
      severity: "error",
      from: { path: "^apps/web/src/(features|components|hooks|lib)/" },
      to: { path: "^apps/web/src/app/" },
    },
    {
      name: "web-never-imports-api",
      severity: "error",
      from: { path: "^apps/web/" },
      to: { path: "^apps/api/" },
    },
    {
      name: "db-layer-never-imports-modules",
      comment: "The database layer (schema, migrations, client) sits beneath the modules.",
      severity: "error",
      from: { path: "^apps/api/src/db/" },
      to: { path: "^apps/api/src/modules/" },
    },
    {
      name: "shared-never-imports-apps",
      severity: "error",
      from: { path: "^packages/shared/" },
      to: { path: "^apps/" },
    },
    {
      name: "shared-package-is-pure",
      comment: "packages/shared holds zod and pure TypeScript only.",
      severity: "error",
      from: { path: "^packages/shared/" },
      to: { dependencyTypes: ["npm", "npm-dev"], pathNot: "node_modules/zod/" },
    },
    {
      name: "api-modules-meet-through-services",
      comment:
        "A module calls another module only through its exported service functions. modules/catalog is the shared " +
        "base of the catalog families (brands, categories, strains, tags, priorities, products, vendors): its scope " +
        "helpers and lookup route factory are theirs to use (docs/decisions/0004-catalog-scope-and-units.md).",
      severity: "error",
      // Tests and their factories may build another module's fixtures (a report's store sells through sales').
      from: { path: "^apps/api/src/modules/([^/]+)/", pathNot: ["\\.test\\.ts$", "\\.test-helpers\\.ts$"] },
      to: {
        path: "^apps/api/src/modules/([^/]+)/",
        pathNot: ["^apps/api/src/modules/$1/", "\\.service\\.ts$", "^apps/api/src/modules/catalog/"],
      },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["routeTree\\.gen\\.ts$", "/dist/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
