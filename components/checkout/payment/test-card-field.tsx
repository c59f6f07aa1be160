"use client";
import { createContext, useContext, useState, type Ref, type RefObject } from "react";
import { IMaskInput } from "react-imask";
import { EMPTY_TEST_CARD, isTestCardComplete, TEST_CARD_NUMBERS, type TestCardFields, type TestCardHolder } from "@/lib/payments/test-card";
import { errorId, inputClass } from "@/components/ui/field";
import type { CardFieldProps } from "./payments-context";

interface TestCardScope {
  /** where the field leaves what was typed, for the test adapter to tokenise (card data never goes further) */
  holder: TestCardHolder;
  /** the card number input, which the provider's `focusCard` focuses */
  numberInput: RefObject<HTMLInputElement | null>;
}

/** What TestPayments shares with its card field. */
export const TestCardContext = createContext<TestCardScope | null>(null);

const ERROR_ID = "card";
const label = "mb-1.5 block text-xs font-semibold uppercase tracking-[0.14em] text-stone-600";

/**
 * The built-in test provider's card form: number, expiry and CVC with masks (react-imask), clearly
 * labelled as test payments and listing the numbers the provider knows. Whether a number is a real
 * card is the provider's call when the order is placed; its words show in `error`.
 */
export function TestCardField({ error, onChange, disabled }: CardFieldProps) {
  const scope = useContext(TestCardContext);
  const store = scope?.holder;
  const [fields, setFields] = useState<TestCardFields>(() => store?.read() ?? EMPTY_TEST_CARD);

  const update = (patch: Partial<TestCardFields>) => {
    const next = { ...fields, ...patch };
    if (next.number === fields.number && next.expiry === fields.expiry && next.cvc === fields.cvc) return;
    setFields(next);
    store?.write(next);
    onChange({ complete: isTestCardComplete(next), error: null });
  };
  const invalid = Boolean(error);
  const describedBy = ["test-card-note", invalid ? errorId(ERROR_ID) : ""].filter(Boolean).join(" ");

  return (
    <fieldset className="space-y-4" disabled={disabled}>
      <legend className="sr-only">Card details</legend>
      <div id="test-card-note" className="border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
        <p className="font-semibold">Test payments — no real card is charged</p>
        <p className="mt-1">Use any future expiry date and any 3-digit CVC with one of these numbers:</p>
        <ul className="mt-1.5 space-y-0.5">
          {TEST_CARD_NUMBERS.map((card) => (
            <li key={card.number}>
              <span className="font-mono tabular-nums">{card.number}</span> {card.outcome}
            </li>
          ))}
        </ul>
      </div>
      <CardInput id="card-number" inputRef={scope?.numberInput} label="Card number" mask="0000 0000 0000 0000[ 000]" value={fields.number} onAccept={(number) => update({ number })} autoComplete="cc-number" placeholder="4242 4242 4242 4242" invalid={invalid} describedBy={describedBy} />
      <div className="grid grid-cols-2 gap-4">
        <CardInput id="card-expiry" label="Expiry (MM / YY)" mask="00 / 00" value={fields.expiry} onAccept={(expiry) => update({ expiry })} autoComplete="cc-exp" placeholder="MM / YY" invalid={invalid} />
        <CardInput id="card-cvc" label="CVC" mask="0000" value={fields.cvc} onAccept={(cvc) => update({ cvc })} autoComplete="cc-csc" placeholder="123" invalid={invalid} />
      </div>
      {error && (
        <p id={errorId(ERROR_ID)} role="alert" className="text-sm text-rose-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface CardInputProps {
  id: string;
  label: string;
  mask: string;
  value: string;
  onAccept: (value: string) => void;
  autoComplete: string;
  placeholder: string;
  invalid: boolean;
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** One masked, numeric field of the test card. */
function CardInput({ id, label: text, mask, value, onAccept, autoComplete, placeholder, invalid, describedBy, inputRef }: CardInputProps) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <IMaskInput
        id={id}
        inputRef={inputRef}
        mask={mask}
        value={value}
        onAccept={(accepted: string) => onAccept(accepted)}
        inputMode="numeric"
        autoComplete={autoComplete}
        placeholder={placeholder}
        className={`${inputClass(invalid)} font-mono`}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
    </div>
  );
}
