"use client";
import type { UseFormRegisterReturn } from "react-hook-form";
import { errorId } from "@/components/ui/field";

/**
 * The terms checkbox and the list of the form's problems it points to, for the checkouts that show every problem
 * together by the submit button (the plan checkout, PLAN-09; the box checkout, BR-VAL-35).
 */
export function TermsCheckbox({ registered, invalid, problemsId, disabled }: { registered: UseFormRegisterReturn; invalid: boolean; problemsId: string; disabled: boolean }) {
  return (
    <label className="flex cursor-pointer items-start gap-3 text-sm text-stone-900">
      <input
        type="checkbox"
        {...registered}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? errorId(problemsId) : undefined}
        className="mt-0.5 size-4 accent-stone-950"
      />
      <span>I agree to the Terms and conditions</span>
    </label>
  );
}

/** Every problem of the form at once, in the schema's words; nothing while there is none. */
export function ProblemList({ id, problems }: { id: string; problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <div id={errorId(id)} role="alert" className="border-l-2 border-rose-700 bg-rose-50 px-4 py-3 text-sm text-rose-800">
      <ul className="list-disc space-y-1 pl-4">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
