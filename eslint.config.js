import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

/**
 * The floors of `app/`, bottom first, as the "Floors" section of docs/architecture.md lists
 * them (same names, same order; tests/unit/floors.test.ts compares the two and checks that
 * every folder and top-level module of `app/` has a place). A file imports only from its own
 * floor and the floors below it, types included: what two floors share lives on the lower one.
 * A place is a folder of `app/` (`name/`) or one of its top-level files.
 */
export const FLOORS = [
  { name: "i18n", places: ["i18n/"], why: "the languages, interface strings and translator" },
  { name: "domain", places: ["domain/"], why: "pure logic: no I/O, no rendering" },
  { name: "environment", places: ["env.server.ts", "env/", "load-context.ts"], why: "the validated environment and what server.ts hands to Remix" },
  { name: "http", places: ["http/"], why: "request bodies and bare answers" },
  { name: "services", places: ["services/"], why: "the only code that talks to upstreams" },
  { name: "auth", places: ["auth/"], why: "sessions and Auth0, on the services" },
  { name: "components", places: ["components/", "observability/"], why: "UI without Storyblok knowledge, and the browser's error reporting" },
  { name: "analytics", places: ["analytics/"], why: "consent and tags, on components" },
  { name: "blocks", places: ["blocks/", "block-kit/"], why: "one folder per Storyblok component, and the kit that runs them" },
  { name: "content", places: ["content/"], why: "stories read and checked with the blocks' schemas" },
  { name: "pages", places: ["pages/"], why: "a page from its story: its loader, its document parts" },
  { name: "routes", places: ["routes/"], why: "Remix's routes, thin over pages" },
  {
    name: "front door and document",
    places: ["server/", "root.tsx", "root.server.ts", "entry.server.tsx", "entry.client.tsx", "routes.ts", "client-chunks.d.ts"],
    why: "what server.ts reaches through the Remix build: the front door's middleware, the page handler, the root route, the entries",
  },
];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const isFolder = (place) => place.endsWith("/");
/** An import of `place` written with the `~/` alias or relative to a file of `app/`. */
const importOf = (place) =>
  isFolder(place) ? `^(~/|(\\.{1,2}/)+)${escape(place.slice(0, -1))}(/|$)` : `^(~/|(\\.{1,2}/)+)${escape(place.replace(/(\.d)?\.tsx?$/, ""))}$`;
/** The files of `place`: a folder's, or a top-level module with its test. */
const filesOf = (place) => (isFolder(place) ? [`app/${place}**`] : [`app/${place}`, `app/${place.replace(/\.(tsx?)$/, ".test.$1")}`]);

/** The patterns that keep floor `index` off every floor above it. */
const abovePatterns = (index) =>
  FLOORS.slice(index + 1).map((upper) => ({
    regex: upper.places.map(importOf).join("|"),
    message: `${FLOORS[index].name} sits below ${upper.name} (${upper.why}): move what both need down a floor.`,
  }));

/**
 * A block's view (every file of `blocks/` but `*.server.ts` files and tests) shows what its own
 * loader gave it: it imports no other module's `*.server` file, not even for a type.
 */
const VIEW_PATTERN = {
  regex: "^~/.*\\.server$",
  message: "A block's view reaches upstreams only through its own loader or action (./loader.server, ./action.server).",
};

const floorRules = FLOORS.flatMap((floor, index) => {
  const rule = (extra) => ({ "no-restricted-imports": ["error", { patterns: [...abovePatterns(index), ...extra] }] });
  const own = { files: floor.places.flatMap(filesOf), rules: rule([]) };
  if (floor.name !== "blocks") return [own];
  return [own, { files: ["app/blocks/**"], ignores: ["app/blocks/**/*.server.ts", "app/blocks/**/*.test.{ts,tsx}"], rules: rule([VIEW_PATTERN]) }];
});

export default tseslint.config(
  { ignores: ["build/", "node_modules/", "test-results/", "playwright-report/", "sandbox/assets/", ".cache/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // One way to set caching: every Cache-Control value is a named policy of app/domain/delivery/cache-policy.ts.
    // The generated Varnish configuration reads the values (it is the one other file that spells them).
    files: ["app/**/*.{ts,tsx}", "server.ts", "sandbox/**/*.ts", "scripts/**/*.{ts,mjs}"],
    ignores: ["app/domain/delivery/cache-policy.ts", "scripts/varnish-vcl/template.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          "Literal[value=/^(public|private), |^(no-store|no-cache)$|max-age=|s-maxage=/]",
          "TemplateElement[value.raw=/^(public|private), |^(no-store|no-cache)$|max-age=|s-maxage=/]",
        ].map((selector) => ({
          selector,
          message: "A Cache-Control value: use a named policy of ~/domain/cache-policy.",
        })),
      ],
    },
  },
  ...floorRules,
  {
    // A source file says one thing: past 300 lines, split it by meaning (comments and blank lines count).
    files: ["app/**/*.{ts,tsx}", "sandbox/**/*.{ts,tsx,mjs}", "scripts/**/*.{ts,mjs}", "tests/**/*.{ts,tsx,mjs}", "vite/**/*.ts", "*.{ts,mjs}"],
    rules: { "max-lines": ["error", { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ["scripts/**/*.mjs", "tests/**/*.mjs"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        Buffer: "readonly",
        fetch: "readonly",
        performance: "readonly",
        URL: "readonly",
        setTimeout: "readonly",
        setInterval: "readonly",
        clearInterval: "readonly",
      },
    },
  },
);
