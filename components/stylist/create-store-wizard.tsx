"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Route } from "next";
import Image from "next/image";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useShopForm } from "@/lib/forms/use-shop-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, FieldError, errorProps, inputClass } from "@/components/ui/field";
import { useCreateStore } from "@/hooks/use-stylist-onboarding";
import type { RecommendedItem } from "@/lib/api/schemas/store";
import { priceView } from "@/lib/item/price";
import { STARTER_ITEMS_MAX, STORE_DESCRIPTION_MAX, STORE_NAME_MAX } from "@/lib/stylist/store";
import { storePictureProblem, storeProfileSchema, toggleStarterItem, type StoreProfileInput, type StoreProfileValues } from "@/lib/stylist/store-form";

type Step = "front" | "profile" | "items";

export const CREATE_STORE_TEXT = {
  front: "Create your store",
  profile: "Your store",
  items: "Pick your first items",
  start: "Start",
  next: "Next",
  back: "Back",
  submit: "Open my store",
  picked: (n: number) => `${n} of ${STARTER_ITEMS_MAX} picked`,
} as const;

interface CreateStoreWizardProps {
  /** API-43's first page of recommendations */
  recommendations: RecommendedItem[];
  /** where the opened store goes on: the guide (ONB-06's createStoreReady) */
  next: Route;
}

/**
 * The create-store wizard (ONB-06, BR-VAL-33): front → profile (name, bio, an optional picture) → items
 * (up to six recommendations), with Back. One multipart request opens the store at `/{user_name}`.
 */
export function CreateStoreWizard({ recommendations, next }: CreateStoreWizardProps) {
  const router = useRouter();
  const [{ step, moved }, setState] = useState<{ step: Step; moved: boolean }>({ step: "front", moved: false });
  const go = (to: Step) => setState({ step: to, moved: true });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [step, moved]);

  const profile = useShopForm<StoreProfileInput, unknown, StoreProfileValues>({ resolver: zodResolver(storeProfileSchema), defaultValues: { name: "", description: "" } });
  const [picture, setPicture] = useState<{ file: File; preview: string } | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [pickError, setPickError] = useState<string | null>(null);
  const create = useCreateStore();

  useEffect(() => () => (picture ? URL.revokeObjectURL(picture.preview) : undefined), [picture]);

  const choosePicture = (file: File | undefined) => {
    if (!file) return;
    const problem = storePictureProblem(file);
    setPictureError(problem);
    setPicture(problem ? null : { file, preview: URL.createObjectURL(file) });
  };

  const toggle = (id: string) => {
    const result = toggleStarterItem(picked, id);
    setPicked(result.picked);
    setPickError(result.error);
  };

  const submit = () => {
    const values = profile.getValues();
    const parsed = storeProfileSchema.parse(values);
    create.mutate({ ...parsed, items: picked, ...(picture ? { picture: picture.file } : {}) }, { onSuccess: () => router.push(next) });
  };

  const { errors } = profile.formState;
  return (
    <section aria-labelledby="create-store-heading" className="space-y-6">
      <h2 ref={heading} id="create-store-heading" tabIndex={-1} className="font-serif text-2xl text-stone-950 outline-none">
        {CREATE_STORE_TEXT[step]}
      </h2>
      {step === "front" && (
        <div className="space-y-6">
          <p className="text-[15px] text-stone-800">Give your store a name, tell your clients about yourself, and pick up to six items to start with. It takes about 2 minutes.</p>
          <Button onClick={() => go("profile")}>{CREATE_STORE_TEXT.start}</Button>
        </div>
      )}
      {step === "profile" && (
        <form noValidate className="flex flex-col gap-5" aria-label={CREATE_STORE_TEXT.profile} onSubmit={profile.handleSubmit(() => go("items"))}>
          <Field id="store-name" label="Store name" hint={`up to ${STORE_NAME_MAX}`} error={errors.name?.message}>
            <input id="store-name" type="text" className={inputClass(Boolean(errors.name?.message))} {...errorProps("store-name", errors.name?.message)} {...profile.register("name")} />
          </Field>
          <Field id="store-description" label="About you" hint={`(optional, up to ${STORE_DESCRIPTION_MAX})`} error={errors.description?.message}>
            <textarea
              id="store-description"
              rows={5}
              className={`${inputClass(Boolean(errors.description?.message))} h-auto py-2`}
              {...errorProps("store-description", errors.description?.message)}
              {...profile.register("description")}
            />
          </Field>
          <div>
            <label htmlFor="store-picture" className="mb-1.5 block text-xs font-semibold uppercase tracking-[0.14em] text-stone-600">
              Store picture <span className="ml-2 font-normal normal-case tracking-normal">(optional: JPEG, PNG or WebP, up to 5 MB)</span>
            </label>
            <input
              id="store-picture"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="block w-full text-sm text-stone-800 file:mr-4 file:border file:border-stone-900 file:bg-white file:px-4 file:py-2 file:text-sm"
              {...errorProps("store-picture", pictureError ?? undefined)}
              onChange={(event) => choosePicture(event.target.files?.[0])}
            />
            <FieldError id="store-picture" error={pictureError ?? undefined} />
            {picture ? (
              // a blob: URL of the visitor's own file, which the image optimiser cannot fetch
              <Image src={picture.preview} alt="Your store picture" width={320} height={180} unoptimized className="mt-3 h-44 w-80 object-cover" />
            ) : null}
          </div>
          <div className="flex items-center gap-6">
            <Button type="submit">{CREATE_STORE_TEXT.next}</Button>
            <Button variant="text" onClick={() => go("front")}>
              {CREATE_STORE_TEXT.back}
            </Button>
          </div>
        </form>
      )}
      {step === "items" && (
        <div className="space-y-6">
          <p role="status" className="text-sm text-stone-700">
            {CREATE_STORE_TEXT.picked(picked.length)}
          </p>
          <ul aria-label="Recommended items" className="grid grid-cols-2 gap-4 desktop:grid-cols-4">
            {recommendations.map((item) => {
              const selected = picked.includes(item._id);
              return (
                <li key={item._id}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    onClick={() => toggle(item._id)}
                    className={`block w-full border p-2 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950 ${selected ? "border-stone-950 ring-2 ring-stone-950" : "border-stone-300"}`}
                  >
                    <span className="relative block aspect-[4/5] overflow-hidden bg-stone-100">
                      <Image src={item.thumb} alt="" fill sizes="(min-width: 1024px) 220px, 45vw" className="object-cover" />
                    </span>
                    <span className="mt-2 block truncate text-[11px] font-medium uppercase tracking-[0.12em] text-stone-600">{item.brand.name}</span>
                    <span className="block line-clamp-2 text-sm text-stone-900">{item.name}</span>
                    <span className="block text-sm tabular-nums text-stone-950">{priceView(item, null).price}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          {pickError ? <Alert>{pickError}</Alert> : null}
          {create.error ? <Alert>{create.error.message}</Alert> : null}
          <div className="flex items-center gap-6">
            <Button onClick={submit} pending={create.isPending || create.isSuccess}>
              {CREATE_STORE_TEXT.submit}
            </Button>
            <Button variant="text" onClick={() => go("profile")}>
              {CREATE_STORE_TEXT.back}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
