// @ts-check
// A local ESLint rule for the dependency directions of ARCHITECTURE.md:
//  - a web feature never imports another feature's internals;
//  - web ui/ and lib/ never import a feature;
//  - server domain/ imports nothing of the project outside domain/;
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
const featureOf = (p) =>
  p.startsWith(FEATURES) ? p.slice(FEATURES.length).split("/")[0] : undefined;

/**
 * @param {string} from importing file (repo-relative)
 * @param {string} to imported file (repo-relative)
 * @returns {string | undefined} why the import is not allowed
 */
export function violation(from, to) {
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
      if (spec.startsWith(".")) target = resolve(dirname(context.filename), spec);
      else if (spec.startsWith("~/")) target = resolve(root, WEB, spec.slice(2));
      else return;
      const why = violation(from, rel(target));
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
