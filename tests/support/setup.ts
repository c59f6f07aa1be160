import "@testing-library/jest-dom/vitest";
import { vi } from "vitest";
import { installDialogPolyfill } from "./dialog-polyfill";

installDialogPolyfill();

// Outside a Next server there is no data cache: the catalogue reads (lib/cache/catalog.ts) run uncached.
vi.mock("next/cache", () => ({ unstable_cache: <F>(read: F) => read, revalidateTag: vi.fn() }));
