/**
 * One checkout attempt, as placing an order (place-order.ts, CHK-16), ordering a box
 * (lib/box/place-box-order.ts, ONB-18) and buying a plan (lib/plan-checkout/purchase.ts, PLAN-09) all make it:
 *
 * - one attempt is one idempotency key. The key (and the card token it was sent with) is kept while
 *   the outcome is unknown (the network dropped, the server failed): placing again then sends the
 *   very same request, and the server answers the same order instead of a second one;
 * - a card the provider refused at confirmation leaves the order open for the next card (server
 *   refused.ts, finding 15.10). Where the placement says what the order is apart from its payment
 *   (`orderOf`), the next try for the same order keeps the key with a new card (a token of its own),
 *   so the server pays that same order: one checkout, one order, however many cards (finding 17). If
 *   the server let that order go meanwhile (its short hold ended), it answers the key with
 *   PAYMENT_FAILED and the try starts a new attempt at once. Any other definite answer ends the attempt;
 * - a call while one runs is ignored, so a double click places one order;
 * - the payment: the new card's token made once per attempt, then the order's payment confirmed with
 *   the provider in the browser and settled by the server from the provider's own view.
 */
import type { ApiResult } from "@/lib/api/errors";
import type { ConfirmedOrder } from "@/lib/api/schemas/checkout";
import type { PaymentAdapter } from "@/lib/payments/adapter";

/** CHK-16: creation errors without a message of their own, and a confirmation that did not succeed. */
export const ORDER_ERROR_MESSAGE = "There was error processing the order, please try again.";

/** The outcomes every placement shares: the provider's words under the card field, or the common error display. */
export type AttemptFailure = { kind: "card-error"; message: string } | { kind: "error"; message: string };

export interface Attempt {
  key: string;
  /** the request and payment source it was made for */
  fingerprint: string;
  /** the new card's (or wallet's) token, once made */
  token: string | null;
}

/**
 * `keep`: true, the outcome is unknown (the next try repeats the request); "order", the card was refused and the
 * order waits for another (the next try for the same order keeps the key). `restart`: the server no longer has an
 * open order for this key (PAYMENT_FAILED); a try that continued a refused order starts a new attempt instead.
 */
export type Step<O> = { done: O; keep: boolean | "order"; restart?: boolean };
export const finished = <O>(done: O): Step<O> => ({ done, keep: false });
/** The outcome is unknown: keep the attempt so the next try repeats the same request. */
export const unknown = (message = ORDER_ERROR_MESSAGE): Step<AttemptFailure> => ({ done: { kind: "error", message }, keep: true });
/** The provider refused the card; the order stays open for the next card of this attempt. */
export const refused = (message: string): Step<AttemptFailure> => ({ done: { kind: "card-error", message }, keep: "order" });

/** The card's token for this attempt, made once (a retry sends the very same one); a failure ends the attempt. */
export async function attemptToken(adapter: PaymentAdapter, attempt: Attempt): Promise<{ ok: true; token: string } | { ok: false; step: Step<AttemptFailure> }> {
  if (attempt.token) return { ok: true, token: attempt.token };
  const made = await adapter.tokenizeCard();
  if (!made.ok) return { ok: false, step: finished(made.kind === "card" ? { kind: "card-error", message: made.message } : { kind: "error", message: made.message }) };
  attempt.token = made.value;
  return { ok: true, token: made.value };
}

/**
 * Confirms the order's payment with the provider, then lets the server settle it, paid or not (a
 * failed payment voids the order and puts its stock back at once). Answers null once it is paid, else
 * the refusal to show, or the unknown (placing again finds the same order and confirms it).
 */
export async function confirmAndSettle(
  adapter: PaymentAdapter,
  order: { id: string; client_secret: string },
  confirmOrder: (id: string, clientSecret: string) => Promise<ApiResult<ConfirmedOrder>>,
): Promise<Step<AttemptFailure> | null> {
  const paid = await adapter.confirmPayment(order.client_secret);
  const confirmed = await confirmOrder(order.id, order.client_secret);
  if (confirmed.ok) return null;
  if (!paid.ok && paid.kind === "card") return refused(paid.message);
  const { error } = confirmed;
  if (error.kind === "http" && error.status === 402) return refused(error.message);
  return unknown();
}

export interface AttemptRun<I, O> {
  fingerprint(input: I): string;
  /** false: this input never continues an open attempt (a wallet's payment method is used once) */
  continues?(input: I): boolean;
  /** what is ordered, whatever pays for it: after a refused card, a try for the same order keeps the attempt's key */
  orderOf?(input: I): string;
  newAttemptKey(): string;
  run(input: I, attempt: Attempt): Promise<Step<O | AttemptFailure>>;
  /** the words for an unknown outcome when `run` throws; ORDER_ERROR_MESSAGE unless given (a plan is not an order) */
  errorMessage?: string;
}

export interface AttemptPlacer<I, O> {
  /** null: a call while another runs (ignored) */
  place(input: I): Promise<O | AttemptFailure | null>;
}

export function createAttemptPlacer<I, O>(placement: AttemptRun<I, O>): AttemptPlacer<I, O> {
  let placing = false;
  let open: Attempt | null = null;
  /** the attempt whose card was refused: its key and what it orders */
  let refusedOrder: { key: string; order: string } | null = null;
  const run = (input: I, attempt: Attempt) => placement.run(input, attempt).catch(() => unknown(placement.errorMessage));
  return {
    async place(input) {
      if (placing) return null;
      placing = true;
      try {
        const fingerprint = placement.fingerprint(input);
        const mayContinue = placement.continues?.(input) ?? true;
        const order = placement.orderOf?.(input) ?? null;
        const sameOrder = mayContinue && order !== null && refusedOrder?.order === order;
        let attempt: Attempt =
          open?.fingerprint === fingerprint && mayContinue ? open : { key: sameOrder ? refusedOrder!.key : placement.newAttemptKey(), fingerprint, token: null };
        let step = await run(input, attempt);
        if (step.restart && attempt.key === refusedOrder?.key) {
          // The refused order was let go: this card starts a new attempt (a new order).
          refusedOrder = null;
          attempt = { ...attempt, key: placement.newAttemptKey() };
          step = await run(input, attempt);
        }
        open = step.keep === true ? attempt : null;
        // Kept until another refusal or a restart: a card mistyped in between sends nothing and changes nothing.
        if (step.keep === "order" && order !== null) refusedOrder = { key: attempt.key, order };
        return step.done;
      } finally {
        placing = false;
      }
    },
  };
}

/** A new attempt's key: 128 random bits in hex (crypto.getRandomValues works outside secure contexts too). */
export function randomAttemptKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}
