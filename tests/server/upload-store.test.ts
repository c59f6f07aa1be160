/** The upload store (server/uploads/): disk by default, the image check, its keys, a bucket half configured. */
import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { IMAGE_CONTENT_TYPES, imageTypeOf } from "@/server/uploads/image-type";
import { configFrom } from "@/lib/config/server";
import { isUploadKey, uploadStore } from "@/server/uploads/store";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

let root = "";
let dir = "";
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "upload-store-"));
  dir = path.join(root, "uploads");
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe("image type by content", () => {
  it("knows JPEG, PNG, WebP and HEIC by their first bytes, nothing else", () => {
    expect(imageTypeOf(JPEG)).toBe("jpg");
    expect(imageTypeOf(PNG)).toBe("png");
    expect(imageTypeOf(ascii("RIFF\0\0\0\0WEBPVP8 "))).toBe("webp");
    expect(imageTypeOf(ascii("\0\0\0\x18ftypheic"))).toBe("heic");
    for (const other of [ascii("<svg onload=alert(1)>"), ascii("GIF89a......"), ascii("%PDF-1.7"), new Uint8Array()]) expect(imageTypeOf(other)).toBeNull();
    expect(IMAGE_CONTENT_TYPES.jpg).toBe("image/jpeg");
  });
});

describe("the disk store (no bucket configured)", () => {
  it("writes the bytes as they are under UPLOADS_DIR and reads them back with their content type", async () => {
    const store = uploadStore(configFrom({ UPLOADS_DIR: dir }));
    await store.put("replacements/a.jpg", JPEG, "image/jpeg");
    expect(new Uint8Array(await readFile(path.join(dir, "replacements", "a.jpg")))).toEqual(JPEG);
    expect(await store.get("replacements/a.jpg")).toEqual({ bytes: JPEG, contentType: "image/jpeg" });
    expect(await store.get("replacements/missing.jpg")).toBeNull();
  });

  it("deletes an object and its content type; deleting a missing key is no error (S2)", async () => {
    const store = uploadStore(configFrom({ UPLOADS_DIR: dir }));
    await store.put("replacements/gone.png", PNG, "image/png");
    await store.put("replacements/kept.png", PNG, "image/png");
    await store.delete("replacements/gone.png");
    await store.delete("replacements/never-there.png");
    expect(await store.get("replacements/gone.png")).toBeNull();
    expect((await readdir(dir, { recursive: true })).sort()).toEqual([".content-types", ".content-types/replacements", ".content-types/replacements/kept.png", "replacements", "replacements/kept.png"]);
    await expect(store.delete("../escape.png")).rejects.toThrow(/refused upload key/);
  });

  it("a photo stored before content types were recorded is typed by its bytes", async () => {
    await mkdir(path.join(dir, "replacements"), { recursive: true });
    await writeFile(path.join(dir, "replacements", "old.png"), PNG);
    expect(await uploadStore(configFrom({ UPLOADS_DIR: dir })).get("replacements/old.png")).toEqual({ bytes: PNG, contentType: "image/png" });
  });

  it("refuses keys that could leave the folder or reach its hidden files, and writes nothing", async () => {
    const store = uploadStore(configFrom({ UPLOADS_DIR: dir }));
    for (const key of ["../escape.png", "a/../../escape.png", "/tmp/escape.png", ".content-types/a.png", "a/./b.png", "a\\..\\b.png", "a b.png", "x".repeat(600)]) {
      expect(isUploadKey(key), key).toBe(false);
      await expect(store.put(key, PNG, "image/png"), key).rejects.toThrow(/refused upload key/);
    }
    expect(await readdir(root)).toEqual([]);
    for (const key of ["replacements/0b7c.png", "store-pictures/s1/9f.webp", "a.b-c_d"]) expect(isUploadKey(key), key).toBe(true);
  });
});

describe("a bucket half configured", () => {
  it("stops the configuration check, which names the missing settings and never their values; it is refused with the missing settings named, never their values", () => {
    const open = () => uploadStore(configFrom({ UPLOADS_S3_BUCKET: "shop", UPLOADS_S3_SECRET_ACCESS_KEY: "top-secret" }));
    expect(open).toThrow(/UPLOADS_S3_ACCESS_KEY_ID/);
    expect(open).not.toThrow(/top-secret/);
  });
});
