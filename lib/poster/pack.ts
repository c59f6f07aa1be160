/**
 * The poster cart as the `data` of its checkout link (TOOLS-10/11): JSON of positional tuples, deflated
 * (CompressionStream, "deflate-raw") and base64url, so it fits a query string. The framed page encodes;
 * ./checkout-data.ts decodes with caps at every stage.
 */
import type { PosterEntry } from "./cart";

// Positional tuples keep the data short: [store_id, item_id, variant_id, units, bundle?].
type Packed = [string, string, string | null, number, ([string, string | null][] | undefined)?];

const pack = (entry: PosterEntry): Packed => {
  const tuple: Packed = [entry.store_id, entry.item_id, entry.variant_id, entry.units];
  if (entry.bundle?.length) tuple.push(entry.bundle.map((part) => [part.item_id, part.variant_id]));
  return tuple;
};

export const unpack = (value: unknown): unknown => {
  if (!Array.isArray(value)) return value;
  const [store_id, item_id, variant_id, units, bundle] = value as unknown[];
  return {
    store_id,
    item_id,
    variant_id,
    units,
    ...(bundle === undefined ? {} : { bundle: Array.isArray(bundle) ? bundle.map((part) => (Array.isArray(part) ? { item_id: part[0], variant_id: part[1] } : part)) : bundle }),
  };
};

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export async function readAll(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return all;
}

export const through = (bytes: Uint8Array, transform: CompressionStream | DecompressionStream) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  }).pipeThrough(transform as unknown as TransformStream<Uint8Array, Uint8Array>);

/** The `data` parameter of the poster checkout link for a cart. */
export async function encodePosterCart(cart: readonly PosterEntry[]): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(cart.map(pack)));
  const deflated = await readAll(through(json, new CompressionStream("deflate-raw")), Number.MAX_SAFE_INTEGER);
  return toBase64Url(deflated!);
}

