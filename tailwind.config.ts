// Tailwind 4 reads its theme from CSS (styles/globals.css, via `@config`); this file holds the
// design tokens that the spec fixes in pixels so they stay in one place.
import type { Config } from "tailwindcss";

const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    extend: {
      spacing: { menu: "300px", drawer: "280px" },
      screens: { desktop: "960px" },
      colors: { brand: { DEFAULT: "#111111", accent: "#b4235a", muted: "#6b7280" } },
    },
  },
};

export default config;
