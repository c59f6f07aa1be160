"use client";
import { useEffect } from "react";
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from "react-hook-form";

/**
 * Every form's error behaviour, set once (issue 26): nothing is judged while the shopper types a first time;
 * Submit shows every problem; from then on each message follows its field and goes as soon as the field is valid.
 */
const ERROR_BEHAVIOUR = { mode: "onSubmit", reValidateMode: "onChange" } as const;

/**
 * react-hook-form's `useForm` with the shop's error behaviour. `reValidateMode: "onChange"` checks again only the
 * field that changed, so a message the schema puts on a group (an array's 'please select one or more items to
 * return.', a refinement across fields) would stay until the next submit: after a failed submit, any change checks
 * the whole form again (finding 12).
 */
export function useShopForm<TFieldValues extends FieldValues = FieldValues, TContext = unknown, TTransformedValues = TFieldValues>(
  props: Omit<UseFormProps<TFieldValues, TContext, TTransformedValues>, "mode" | "reValidateMode"> = {},
): UseFormReturn<TFieldValues, TContext, TTransformedValues> {
  const form = useForm<TFieldValues, TContext, TTransformedValues>({ ...props, ...ERROR_BEHAVIOUR });
  const { isSubmitted } = form.formState;
  const { subscribe, trigger } = form;
  useEffect(() => {
    if (!isSubmitted) return;
    // Told of value changes only (subscribe, not watch: the React Compiler cannot memoise around watch);
    // trigger() changes no value, so this cannot loop.
    return subscribe({ formState: { values: true }, callback: () => void trigger() });
  }, [isSubmitted, subscribe, trigger]);
  return form;
}
