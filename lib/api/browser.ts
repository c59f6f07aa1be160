import { createApiClient } from "./http";

/**
 * The API client for client islands. It calls the same origin (`/api/...`): the route handler in
 * app/api serves the embedded API or forwards to API_BASE_URL, attaching the session token from the
 * httpOnly cookie, which browser code never sees.
 */
export const browserApi = createApiClient({ baseUrl: "" });
