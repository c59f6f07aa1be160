/**
 * Page requests refused before Next handles them (finding L4): Next answers a server action posted
 * from another origin, or with a body over its 1 MB limit, with a 500 of its own (an exception in
 * its logs); here they get a 4xx in the API's envelope instead. TRACE never gets this far: Next
 * fails (500) building the proxy's Request for it, so the front door (scripts/serve.mjs) refuses it.
 */
import { crossOriginRefusal, isCrossOriginWrite } from "./same-origin";
import { isApiPath } from "./pages";

/** Next's default `serverActions.bodySizeLimit` ("1mb"); a page takes no other request body. */
export const PAGE_BODY_LIMIT = 1024 * 1024;

export const PAGE_BODY_MESSAGE = "Request body too large: the limit is 1 MiB.";
export const LENGTH_MESSAGE = "A request body needs a Content-Length.";

interface RequestLike {
  method: string;
  url: string;
  headers: Pick<Headers, "get">;
}

const refuse = (status: number, message: string) => Response.json({ success: false, message }, { status });

/** The refusal this request gets, or null to let it through. */
export function refusal(request: RequestLike): Response | null {
  // The API refuses its own cross-origin writes and oversized bodies (app/api, server/).
  if (isApiPath(new URL(request.url).pathname)) return null;
  // A page takes a write only as a server action (with or without JavaScript), and only from us.
  if (isCrossOriginWrite(request)) return crossOriginRefusal();
  if (Number(request.headers.get("content-length")) > PAGE_BODY_LIMIT) return refuse(413, PAGE_BODY_MESSAGE);
  // A chunked body's size is unknown until it has been read, past Next's limit (a 500 again).
  // Browsers send a Content-Length with every server action and form post.
  if (request.headers.get("transfer-encoding") !== null) return refuse(411, LENGTH_MESSAGE);
  return null;
}
