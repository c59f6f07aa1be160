import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { IMAGE_KINDS } from "../images/names";
import { renderImage } from "../images/render";
import { ApiError, type AppEnv } from "../http";
import { errorResponse } from "./common";

const IMAGE_CACHE = "public, max-age=31536000, immutable";

/** Rendered images by URL: drawing is deterministic, so a small in-memory cache is always valid. */
const rendered = new Map<string, string>();
const MAX_CACHED = 400;

function cachedRender(kind: (typeof IMAGE_KINDS)[number], name: string): string | null {
  const key = `${kind}/${name}`;
  const hit = rendered.get(key);
  if (hit !== undefined) return hit;
  const svg = renderImage(kind, name);
  if (svg === null) return null;
  if (rendered.size >= MAX_CACHED) rendered.delete(rendered.keys().next().value!);
  rendered.set(key, svg);
  return svg;
}

const image = createRoute({
  method: "get",
  path: "/images/{kind}/{file}",
  tags: ["images"],
  summary: "Generated product, banner, category, avatar and store images (SVG)",
  description:
    "Deterministic illustrations drawn from the name alone: item `{garment}-{pattern}-{rrggbb}-{front|back|detail|styled}.svg`, " +
    "banner `{theme}.svg`, category and icon `{category}.svg`, avatar and store `{user name}.svg`.",
  request: {
    params: z.object({
      kind: z.enum(IMAGE_KINDS),
      file: z.string().max(120).regex(/^[a-z0-9._-]+\.svg$/, "must be a lower-case name ending in .svg"),
    }),
  },
  responses: {
    200: { description: "The image.", content: { "image/svg+xml": { schema: z.string() } } },
    400: errorResponse("Not an image name."),
    404: errorResponse("No such image."),
  },
});

export function registerImages(app: OpenAPIHono<AppEnv>) {
  app.openapi(image, (c) => {
    const { kind, file } = c.req.valid("param");
    const svg = cachedRender(kind, file.slice(0, -".svg".length));
    if (!svg) throw new ApiError(404, "Image not found.");
    return c.body(svg, 200, {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": IMAGE_CACHE,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
}
