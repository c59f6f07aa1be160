"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useShopForm } from "@/lib/forms/use-shop-form";
import { FormError } from "@/components/auth/form-error";
import { Button } from "@/components/ui/button";
import { textButton } from "@/components/ui/button-styles";
import { Field, errorProps, inputClass } from "@/components/ui/field";
import { USER_PROFILE_UPDATED, userEditorSchema, type UserEditorValues } from "@/lib/account/user-name";
import { normalizeUserName, USER_NAME_MAX } from "@/lib/auth/user-name";
import { notify } from "@/lib/toast";
import { useUpdateUserName } from "./use-update-user-name";

const USER_EDITOR_TEXT = { label: "User name", edit: "Edit", editLabel: "Edit user name", save: "Save", cancel: "Cancel" } as const;

/**
 * The user editor of My Account (ACCT-16): the user name, and an Edit button that opens it in a form.
 * After the save the new name shows here (and in the menu, see useUpdateUserName) and the focus goes
 * back to Edit.
 */
export function UserEditor({ userName }: { userName: string }) {
  const [name, setName] = useState(userName);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (editing) {
    return (
      <UserNameForm
        current={name}
        onSaved={(saved) => {
          setName(saved);
          setEditing(false);
        }}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-[15px]">
      <span className="text-stone-600">{USER_EDITOR_TEXT.label}</span>
      <span className="text-stone-950">{name}</span>
      <button ref={editButton} type="button" className={textButton} onClick={() => setEditing(true)} aria-label={USER_EDITOR_TEXT.editLabel}>
        {USER_EDITOR_TEXT.edit}
      </button>
    </div>
  );
}

interface UserNameFormProps {
  current: string;
  onSaved: (userName: string) => void;
  onCancel: () => void;
}

/** The name is lower-cased and stripped of other characters as it is typed (BR-VAL-12); the server may still refuse it (taken). */
function UserNameForm({ current, onSaved, onCancel }: UserNameFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useShopForm<UserEditorValues>({ resolver: zodResolver(userEditorSchema), defaultValues: { user_name: current } });
  const update = useUpdateUserName();
  useEffect(() => setFocus("user_name"), [setFocus]);
  const field = register("user_name");
  const error = errors.user_name?.message;

  const submit = handleSubmit(({ user_name: userName }) =>
    update.mutate(userName, {
      onSuccess: (user) => {
        notify.success(USER_PROFILE_UPDATED);
        onSaved(user.user_name);
      },
      onError: (failure) => setError("root.server", { message: failure.message }),
    }),
  );

  return (
    <form noValidate onSubmit={submit} aria-label={USER_EDITOR_TEXT.editLabel} className="flex flex-col gap-4">
      <Field id="account-user-name" label={USER_EDITOR_TEXT.label} error={error}>
        <input
          id="account-user-name"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={USER_NAME_MAX}
          className={inputClass(Boolean(error))}
          {...errorProps("account-user-name", error)}
          {...field}
          onChange={(event) => {
            event.target.value = normalizeUserName(event.target.value);
            return field.onChange(event);
          }}
        />
      </Field>
      <FormError message={errors.root?.server?.message} />
      <div className="flex gap-3">
        <Button type="submit" variant="secondary" pending={update.isPending}>
          {USER_EDITOR_TEXT.save}
        </Button>
        <Button variant="text" onClick={onCancel}>
          {USER_EDITOR_TEXT.cancel}
        </Button>
      </div>
    </form>
  );
}
