"use client";
import { useEffect } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

/**
 * After a failed submit, every message follows the form as it changes (the checkouts show all their problems
 * together, BR-VAL-35): the form is checked again whenever `watched` (its values as they apply) changes.
 */
export function useRecheckAfterSubmit<T extends FieldValues>(form: UseFormReturn<T>, watched: unknown): void {
  const { isSubmitted } = form.formState;
  const { trigger } = form;
  useEffect(() => {
    if (isSubmitted) void trigger();
  }, [watched, isSubmitted, trigger]);
}
