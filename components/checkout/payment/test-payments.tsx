"use client";
import { useMemo, useRef, useState, type ReactNode } from "react";
import { browserApi } from "@/lib/api/browser";
import { createTestPaymentAdapter } from "@/lib/payments/test-adapter";
import { createTestCardHolder } from "@/lib/payments/test-card";
import { PaymentsContext, type Payments } from "./payments-context";
import { TestCardContext, TestCardField } from "./test-card-field";
import { ThreeDSecureDialog } from "./three-d-secure-dialog";

type Answer = "approve" | "deny";

/** One question to the shopper at a time; the first answer settles it (closing after Approve must not deny too). */
function createQuestion() {
  let settle: ((answer: Answer) => void) | null = null;
  return {
    ask: () => new Promise<Answer>((resolve) => (settle = resolve)),
    answer(value: Answer) {
      const resolve = settle;
      settle = null;
      resolve?.(value);
    },
  };
}

/**
 * The built-in test provider (no Stripe keys): the test card form, its adapter, and the "Test 3-D
 * Secure" dialog the adapter opens when a card asks for authentication.
 */
export function TestPayments({ children }: { children: ReactNode }) {
  const [card] = useState(createTestCardHolder);
  const numberInput = useRef<HTMLInputElement>(null);
  const scope = useMemo(() => ({ holder: card, numberInput }), [card]);
  const [question] = useState(createQuestion);
  const [asking, setAsking] = useState(false);

  const payments = useMemo<Payments>(() => {
    const authenticate = () => {
      const answer = question.ask();
      setAsking(true);
      return answer;
    };
    const adapter = createTestPaymentAdapter({ api: browserApi, readCard: card.read, authenticate });
    return { provider: "test", adapter, CardField: TestCardField, wallet: null, focusCard: () => numberInput.current?.focus() };
  }, [card, question]);

  const answer = (value: Answer) => {
    setAsking(false);
    question.answer(value);
  };

  return (
    <TestCardContext value={scope}>
      <PaymentsContext value={payments}>
        {children}
        <ThreeDSecureDialog open={asking} onAnswer={answer} />
      </PaymentsContext>
    </TestCardContext>
  );
}
