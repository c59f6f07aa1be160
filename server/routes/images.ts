import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { IMAGE_KINDS, type ImageFormat } from "../images/names";
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
  summary: "Generated product, banner, category, avatar and store images (PNG or SVG)",
  description:
    "Deterministic illustrations drawn from the name alone: item `{garment}-{pattern}-{rrggbb}-{front|back|detail|styled}`, " +
    "banner `{theme}`, category and icon `{category}`, avatar and store `{user name}`; `.svg` for the drawing, `.png` for it rasterised.",
  request: {
    params: z.object({
      kind: z.enum(IMAGE_KINDS),
      file: z.string().max(120).regex(/^[a-z0-9_-][a-z0-9._-]*\.(svg|png)$/, "must be a lower-case name ending in .svg or .png"),
    }),
  },
  responses: {
    200: { description: "The image.", content: { "image/svg+xml": { schema: z.string() }, "image/png": { schema: z.string() } } },
    400: errorResponse("Not an image name."),
    404: errorResponse("No such image."),
  },
});

async function rasterise(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  const { default: sharp } = await import("sharp");
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 7 }).toBuffer();
  return new Uint8Array(png);
}

export function registerImages(app: OpenAPIHono<AppEnv>) {
  app.openapi(image, async (c) => {
    const { kind, file } = c.req.valid("param");
    const dot = file.lastIndexOf(".");
    const format = file.slice(dot + 1) as ImageFormat;
    const svg = cachedRender(kind, file.slice(0, dot));
    if (!svg) throw new ApiError(404, "Image not found.");
    if (format === "png") {
      // Not cached here: next/image caches its resized copies, and the browser caches for a year.
      return c.body(await rasterise(svg), 200, { "content-type": "image/png", "cache-control": IMAGE_CACHE, "x-content-type-options": "nosniff" });
    }
    return c.body(svg, 200, {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": IMAGE_CACHE,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
}
