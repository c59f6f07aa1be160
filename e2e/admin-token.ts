/**
 * The admin API's bearer token on the browser tests' server (playwright.config.ts hands it to the server as
 * ADMIN_API_TOKEN; e2e/page-cache.spec.ts changes a price with it). A test server's, not a secret.
 */
export const E2E_ADMIN_API_TOKEN = "e2e-admin-api-token";
