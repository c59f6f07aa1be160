"use client";
import type { ControllerRenderProps } from "react-hook-form";
import { errorProps } from "@/components/ui/field";

interface PhotoInputProps {
  id: string;
  /** the form's field (react-hook-form's `useController`): its value is the chosen File, or null */
  field: Pick<ControllerRenderProps, "onChange" | "onBlur" | "ref" | "name">;
  error: string | undefined;
}

/** One photo from the device (ACCT-09). `accept` only guides the picker: the server checks the content. */
export function PhotoInput({ id, field, error }: PhotoInputProps) {
  const { onChange, onBlur, ref, name } = field;
  return (
    <input
      id={id}
      name={name}
      ref={ref}
      type="file"
      accept="image/jpeg,image/png,image/webp"
      onBlur={onBlur}
      onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      className="block w-full text-sm text-stone-700 file:mr-3 file:border file:border-stone-900 file:bg-white file:px-4 file:py-2 file:text-sm"
      {...errorProps(id, error)}
    />
  );
}
