import type { FieldValues, Resolver } from "react-hook-form";
import type * as z from "zod/v4/core";

/**
 * The resolver of a form that is on a page's first load: its zod schema (and zod with it) loads with the
 * form's first validation, not with the page. zod and the schemas were the largest part of the sign-in
 * and order lookup pages' start-up (issue 11); a form in a dialog or in a chunk that loads on use can
 * import its schema directly. `load` is a dynamic import of the schema's module, e.g.
 * `lazyZodResolver(() => import("@/lib/auth/validation").then((m) => m.signInSchema))`. The resolver
 * itself (@hookform/resolvers/zod, which brings zod's core) loads with the schema too (issue 27: it
 * was 35 kB gzip of sign-in's first load). A failed load is tried again on the next validation.
 */
export function lazyZodResolver<Schema extends z.$ZodType<unknown, FieldValues>>(
  load: () => Promise<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  let resolver: Promise<Resolver<z.input<Schema>, unknown, z.output<Schema>>> | null = null;
  return (values, context, options) => {
    resolver ??= Promise.all([load(), import("@hookform/resolvers/zod")]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as Resolver<z.input<Schema>, unknown, z.output<Schema>>,
      (error: unknown) => {
        resolver = null;
        throw error;
      },
    );
    return resolver.then((resolve) => resolve(values, context, options));
  };
}
