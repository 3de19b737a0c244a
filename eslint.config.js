import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

/**
 * The floors of ARCHITECTURE.md, each importing only from those below it (type-only imports
 * are free): domain (pure) → services (upstreams) → components (UI without Storyblok) →
 * blocks (one folder per component) → content, pages and routes.
 */
const floor = (files, forbidden, message, ignores = []) => ({
  files,
  ignores,
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: forbidden.flatMap((folder) => [`~/${folder}/*`, `~/${folder}`, `**/${folder}/*`, `../${folder}`]),
            message,
            allowTypeImports: true,
          },
        ],
      },
    ],
  },
});

const ABOVE_DOMAIN = ["services", "auth", "content", "components", "blocks", "pages", "routes", "analytics"];

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
    // One way to set caching: every Cache-Control value is a named policy of app/domain/cache-policy.ts.
    // The generated Varnish configuration reads the values (it is the one other file that spells them).
    files: ["app/**/*.{ts,tsx}", "server.ts", "sandbox/**/*.ts", "scripts/**/*.{ts,mjs}"],
    ignores: ["app/domain/cache-policy.ts", "scripts/varnish-vcl.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...["Literal[value=/^(public|private), |^(no-store|no-cache)$|max-age=|s-maxage=/]", "TemplateElement[value.raw=/^(public|private), |^(no-store|no-cache)$|max-age=|s-maxage=/]"].map((selector) => ({
          selector,
          message: "A Cache-Control value: use a named policy of ~/domain/cache-policy.",
        })),
      ],
    },
  },
  floor(["app/domain/**"], ABOVE_DOMAIN, "domain/ is pure logic: it imports nothing that does I/O or renders."),
  floor(["app/services/**"], ["content", "components", "blocks", "pages", "routes", "analytics"], "services/ talk to upstreams: they know no views, blocks or pages."),
  floor(["app/components/**"], ["content", "blocks", "pages", "routes"], "components/ are UI without Storyblok knowledge: they render no bloks."),
  floor(
    ["app/blocks/**"],
    ["services", "auth", "content", "pages", "routes"],
    "A block's view reaches upstreams only through its loader or action (*.server.ts).",
    ["app/blocks/**/*.server.ts", "app/blocks/**/*.test.ts", "app/blocks/**/*.test.tsx"],
  ),
  {
    files: ["scripts/**/*.mjs", "tests/**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", Buffer: "readonly", fetch: "readonly", performance: "readonly", URL: "readonly", setTimeout: "readonly", setInterval: "readonly", clearInterval: "readonly" } },
  },
);
