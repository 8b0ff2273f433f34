// @ts-check
// A local ESLint rule for the dependency directions of ARCHITECTURE.md:
//  - a web feature never imports another feature's internals;
//  - web ui/ and lib/ never import a feature;
//  - server domain/ imports nothing of the project outside domain/;
//  - inside a server module, routes → service → repository: a routes file never imports a
//    repository or the database (db/); SQL stays behind the module's service;
//  - a server module uses another module only through its service interface
//    (`service.ts`, `*-service.ts`, or the types of `ports.ts`), and reads and writes only the
//    tables it owns (TABLE_OWNERS below);
//  - web and server share code only through packages/contract;
//  - source never imports tests or test support.
import { dirname, relative, resolve, sep } from "node:path";

const root = resolve(import.meta.dirname, "..");
const WEB = "apps/web/app/";
const FEATURES = `${WEB}features/`;

/** @param {string} file absolute path @returns {string} path relative to the repo, with / */
const rel = (file) => relative(root, file).split(sep).join("/");

const isTestFile = (p) => /(^|\/)[^/]+\.test\.[cm]?tsx?$/.test(p) || p.includes("/test-support/");
const isExempt = (p) => isTestFile(p) || /^(e2e|bench|scripts|eslint)\//.test(p);
const SERVER = "apps/server/src/";
const MODULES = `${SERVER}modules/`;
const SCHEMA = `${SERVER}db/schema/`;

/**
 * Which server module owns each table of db/schema: only the owner's files import it.
 * Saved cards are written by payments (a card saved at submit) and listed and deleted by the
 * member's saved items (members), so both own that one table. Tables missing from this map
 * (app_meta, new ones) are not checked.
 * @type {Record<string, readonly string[]>}
 */
export const TABLE_OWNERS = {
  restaurants: ["locations"],
  restaurantUnavailableProducts: ["locations"],
  menus: ["menus"],
  menuCategories: ["menus"],
  products: ["menus"],
  optionGroups: ["menus"],
  productOptions: ["menus"],
  slotReservations: ["menus"],
  upsellGroups: ["upsells"],
  members: ["members"],
  sessions: ["members"],
  memberIdentities: ["members"],
  passwordResets: ["members"],
  emailVerifications: ["members"],
  ssoRequests: ["members"],
  appAuthCodes: ["members"],
  memberFavoriteLocations: ["members"],
  memberAddresses: ["members"],
  eclubSubscriptions: ["members"],
  savedCards: ["members", "payments"],
  orders: ["orders"],
  orderLines: ["orders"],
  orderNumbers: ["orders"],
  coupons: ["orders"],
  couponRedemptions: ["orders"],
  idempotencyKeys: ["orders"],
  orderEvents: ["orders"],
  favoriteOrders: ["orders"],
  orderPayments: ["payments"],
  testProcessorTokens: ["payments"],
  memberCardTokens: ["payments"],
  testProcessorCards: ["payments"],
  testProcessorCharges: ["payments"],
  loyaltyAccounts: ["rewards"],
  loyaltyLedger: ["rewards"],
  loyaltyRewards: ["rewards"],
  memberRewards: ["rewards"],
  offers: ["offers"],
  memberOffers: ["offers"],
  engagementEvents: ["engagement"],
  staff: ["staff"],
  staffSessions: ["staff"],
  staffInvitations: ["staff"],
  staffAudit: ["staff"],
  restaurantSettings: ["operations"],
  restaurantControls: ["operations"],
  menuUnavailable: ["operations"],
  jobs: ["jobs"],
  formSubmissions: ["forms"],
  jobPositions: ["careers"],
  jobOpenings: ["careers"],
  jobApplications: ["careers"],
  jobResumeUploads: ["careers"],
  jobSheetSyncs: ["careers"],
};

const moduleOf = (p) => (p.startsWith(MODULES) ? p.slice(MODULES.length).split("/")[0] : undefined);
const fileName = (p) => p.slice(p.lastIndexOf("/") + 1);
/** routes.ts, image-routes.ts…: the HTTP layer of a module. */
const isRoutesFile = (p) => moduleOf(p) !== undefined && /^(.+-)?routes\.ts$/.test(fileName(p));
/** repository.ts, *-repository.ts: a module's SQL. */
const isRepositoryFile = (p) => /^(.+-)?repository\.ts$/.test(fileName(p));
/** service.ts, *-service.ts and ports.ts: what a module offers the others. */
const isServiceInterface = (p) => /^((.+-)?service|ports)\.ts$/.test(fileName(p));

const featureOf = (p) =>
  p.startsWith(FEATURES) ? p.slice(FEATURES.length).split("/")[0] : undefined;

/**
 * @param {string} from importing file (repo-relative)
 * @param {string} to imported file (repo-relative), or the specifier of a package
 * @param {readonly string[]} [names] the names imported (for tables of db/schema)
 * @returns {string | undefined} why the import is not allowed
 */
export function violation(from, to, names = []) {
  if (!to.startsWith("apps/") && !to.startsWith("packages/")) {
    // A package: only server domain/ is restricted (pure: no package of the project).
    if (from.startsWith(`${SERVER}domain/`) && (to.startsWith("@coop/") || to.startsWith("~/"))) {
      return "domain/ holds pure functions and imports nothing of the project outside domain/.";
    }
    return undefined;
  }
  if (!isExempt(from) && isTestFile(to)) return "Source must not import tests or test support.";
  const fromFeature = featureOf(from);
  const toFeature = featureOf(to);
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return `The ${fromFeature} feature must not import the ${toFeature} feature's internals; move shared code to ui/ or lib/.`;
  }
  if ((from.startsWith(`${WEB}ui/`) || from.startsWith(`${WEB}lib/`)) && toFeature) {
    return "ui/ and lib/ hold shared code and must not depend on a feature.";
  }
  if (
    from.startsWith("apps/server/src/domain/") &&
    to.startsWith("apps/server/src/") &&
    !to.startsWith("apps/server/src/domain/")
  ) {
    return "domain/ holds pure functions and imports nothing of the project outside domain/.";
  }
  const fromModule = isExempt(from) ? undefined : moduleOf(from);
  if (fromModule && isRoutesFile(from) && (isRepositoryFile(to) || to.startsWith(`${SERVER}db/`))) {
    return "A routes file handles HTTP only: it calls the module's service, never a repository or the database (db/).";
  }
  const toModule = moduleOf(to);
  if (fromModule && toModule && toModule !== fromModule && !isServiceInterface(to)) {
    return `The ${fromModule} module uses the ${toModule} module only through its service interface (service.ts, *-service.ts, ports.ts), not ${fileName(to)}.`;
  }
  if (fromModule && to.startsWith(SCHEMA)) {
    const foreign = names.filter((n) => TABLE_OWNERS[n] && !TABLE_OWNERS[n].includes(fromModule));
    if (foreign.length > 0) {
      return `The ${fromModule} module reaches tables it does not own (${foreign.map((n) => `${n}: ${TABLE_OWNERS[n].join(", ")}`).join("; ")}); ask the owner's service instead.`;
    }
  }
  if (
    (from.startsWith("apps/web/") && to.startsWith("apps/server/")) ||
    (from.startsWith("apps/server/") && to.startsWith(WEB))
  ) {
    return "The web app and the server share code only through packages/contract.";
  }
  return undefined;
}

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "Enforce the dependency directions of ARCHITECTURE.md" },
    schema: [],
  },
  create(context) {
    const from = rel(context.filename);
    /** @param {any} node */
    function check(node) {
      const source = node.source;
      if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
      const spec = source.value;
      let target;
      if (spec.startsWith(".")) target = rel(resolve(dirname(context.filename), spec));
      else if (spec.startsWith("~/")) target = rel(resolve(root, WEB, spec.slice(2)));
      else target = spec;
      /** @type {string[]} */
      const names = (node.specifiers ?? []).map(
        /** @param {any} s */ (s) =>
          s.type === "ImportSpecifier" || s.type === "ExportSpecifier"
            ? (s.imported?.name ?? s.local?.name)
            : "*",
      );
      const why = violation(from, target, names);
      if (why) context.report({ node: source, message: why });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { boundaries: rule } };
