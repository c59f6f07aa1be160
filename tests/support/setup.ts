import "@testing-library/jest-dom/vitest";
import { installDialogPolyfill } from "./dialog-polyfill";

installDialogPolyfill();
