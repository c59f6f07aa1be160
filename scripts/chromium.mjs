// Finds a Chromium for Playwright and Lighthouse. Playwright cannot download its own browser on
// these machines, so we use Debian's package: installed here when we are root on Debian, otherwise
// we say exactly what to install.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

export function findChromium() {
  return CANDIDATES.find((path) => path && existsSync(path));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("No Chromium found: installing Debian's chromium package…");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null", {
      stdio: "inherit",
      shell: "/bin/bash",
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    "No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROME_PATH to a Chrome/Chromium binary.",
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
