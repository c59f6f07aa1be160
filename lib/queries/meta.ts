/**
 * What the shop tells TanStack Query about a query or a mutation beyond its key. `quiet` work runs in the
 * background without the top bar's loading spinner (the signed-in menu's user, view counters); everything
 * else shows it while it runs (components/layout/busy-indicator.tsx).
 */
export interface WorkMeta extends Record<string, unknown> {
  quiet?: boolean;
}

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: WorkMeta;
    mutationMeta: WorkMeta;
  }
}

export const QUIET: WorkMeta = { quiet: true };
