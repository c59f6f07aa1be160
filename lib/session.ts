/** Name of the httpOnly cookie that holds the API access token (set and read only on the server). */
export const SESSION_COOKIE = "sf_session";
