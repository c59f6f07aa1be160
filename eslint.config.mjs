import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/**
 * The modules of lib/ that both sides use: the Next app and the embedded API (server/). Pure code
 * with no browser, React or Next in it; each imports only others of this list (and npm packages).
 * Paths are relative to lib/. Everything else in lib/ belongs to the Next app.
 */
const SHARED_WITH_SERVER = [
  "./account/plan-badge.ts", // the plan level → badge mapping (G-62)
  "./account/surveys.ts", // the My Measurements survey rules
  "./account/user-name.ts", // the account editor's user-name rule
  "./api/schemas", // the REST contract: zod schemas and their types
  "./auth/user-name.ts", // the user-name charset and length
  "./box/filters.ts", // the Get Styled Box's search filters (issue 14)
  "./box/picks.ts", // the Get Styled Box's pick rules (issue 14)
  "./cache/catalog-header.ts", // the API's "catalogue changed" answer header (issue 22)
  "./cart/cart-lines.ts", // pure cart line rules (the guest cart and the account cart)
  "./cart/quantity.ts", // the cart quantity rule
  "./cart/starter-pack.ts", // the starter pack's words and size choices (CART-10)
  "./config/deployment.ts", // deployment settings from the environment
  "./config/runtime.ts", // the process role, the job runner and mail-file settings (issue 23)
  "./config/server.ts", // the one schema of the environment, read once (issue 23)
  "./log", // the logger (pino) and the error sanitiser (issue 23)
  "./gift/dates.ts", // the gift-box date rules (BR-GIFT-05…07)
  "./gift/messages.ts", // the gift-box set-up messages (BR-VAL-25…27)
  "./gift/sub-brands.ts", // the sub-brands gift boxes are sold under (BR-GIFT-02)
  "./gift/pricing.ts", // the gift-box prices (BR-GIFT-01…04)
  "./gift/box-update.ts", // the subscription box item update words and numbers (GIFT-17, BR-VAL-04)
  "./money.ts", // integer cents and their display
  "./orders/receipt.ts", // the order receipt cookie's name and shape
  "./orders/return-window.ts", // the return window's days (the return rule and the item JSON-LD, issue 27)
  "./plans/eligibility.ts", // plan purchase eligibility (issue 13)
  "./plans/pricing.ts", // plan price display (issue 13)
  "./plans/tiers.ts", // plan tiers and change labels (issue 13)
  "./routes.ts", // page paths (links in mails)
  "./session.ts", // session cookie names
  "./share-cart/messages.ts", // share-cart messages
  "./stylist", // stylist sign-up and store-creation rules (issue 14)
];

/**
 * Which layer may import which (docs in each message). import/no-restricted-paths resolves the
 * import first, so `@/lib/x` and `../../lib/x` are the same path to it.
 */
const LAYER_ZONES = [
  {
    target: ["./components", "./hooks"],
    from: "./server",
    message: "Components and hooks never import the embedded API: call it through lib/api.",
  },
  {
    target: "./hooks",
    from: "./components",
    message: "Hooks sit below components: move what both need into hooks/ or lib/.",
  },
  {
    target: "./lib",
    from: ["./components", "./hooks", "./app"],
    message: "lib/ holds rules and API calls below the UI: it never imports components, hooks or routes.",
  },
  {
    target: "./lib",
    from: "./server",
    except: ["./embedded.ts"],
    message: "Next code reaches the embedded API only through server/embedded.ts (lib/api/server.ts is the bridge).",
  },
  {
    target: "./server",
    from: "./lib",
    except: SHARED_WITH_SERVER,
    message: "server/ imports only lib/api/schemas and the shared modules declared in eslint.config.mjs (SHARED_WITH_SERVER).",
  },
  {
    target: "./server",
    from: ["./app", "./components", "./hooks"],
    message: "server/ never imports the Next app.",
  },
  {
    target: SHARED_WITH_SERVER.map((path) => `./lib/${path.slice(2)}`),
    from: "./lib",
    except: SHARED_WITH_SERVER,
    message: "A shared module imports only other shared modules (SHARED_WITH_SERVER in eslint.config.mjs).",
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", ".next-*/**", ".data/**", "coverage/**", "node_modules/**", "server/db/migrations/**", "next-env.d.ts", "playwright-report/**", "test-results/**", "bench-results/**"],
  },
  {
    rules: {
      "import/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: LAYER_ZONES }],
    },
  },
  {
    // One error behaviour for every form (issue 26): forms take react-hook-form through the shop's set-up.
    files: ["app/**", "components/**", "hooks/**", "lib/**"],
    ignores: ["lib/forms/use-shop-form.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "react-hook-form", importNames: ["useForm"], message: "Use useShopForm (lib/forms/use-shop-form.ts): every form shows and clears its errors the same way." }] },
      ],
    },
  },
  {
    // Server code logs through lib/log (pino: levels, JSON, the request id, the error sanitiser), never
    // the console. Browser code (components, hooks, the browser side of lib/) may still warn in its console.
    files: ["server/**", "lib/log/**", "lib/config/**", "lib/cache/**", "lib/api/server.ts", "lib/api/proxy.ts", "lib/api/upstream.ts", "app/api/**", "app/**/route.ts", "app/sitemap.ts", "app/robots.ts", "instrumentation.ts", "proxy.ts", "scripts/serve.mjs", "scripts/page-cache.mjs", "scripts/front-door.mjs"],
    rules: { "no-console": "error" },
  },
];

export default config;
