// @vitest-environment jsdom
/**
 * Stripe's side of the payments as the step and the account dialog get it, with Stripe's React
 * bindings and Stripe.js replaced by fakes (no network to Stripe): which Elements groups are
 * created, when the wallet is offered, and how the wallet button's click and confirm reach the step.
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PaymentAdapter } from "@/lib/payments/adapter";

interface Group {
  options: Record<string, unknown>;
  submit: ReturnType<typeof vi.fn>;
  update: ReturnType<typeof vi.fn>;
  getElement: ReturnType<typeof vi.fn>;
}
interface ExpressProps {
  onReady?: (event: { availablePaymentMethods: Record<string, boolean> | undefined }) => void;
  onClick?: (event: { resolve: () => void; reject: () => void }) => void;
  onConfirm: (event: { paymentFailed: (payload?: unknown) => void }) => unknown;
  onCancel?: () => void;
}

const fake = vi.hoisted(() => ({
  groups: [] as Group[],
  express: new Map<Group, ExpressProps>(),
  stripe: {
    createPaymentMethod: vi.fn(async () => ({ paymentMethod: { id: "pm_wallet" } })),
    confirmPayment: vi.fn(async () => ({ paymentIntent: { status: "succeeded" } })),
  },
  click: { resolve: vi.fn(), reject: vi.fn() },
  paymentElement: { focus: vi.fn() },
}));

vi.mock("@stripe/stripe-js/pure", () => ({ loadStripe: async () => fake.stripe }));

vi.mock("@stripe/react-stripe-js", () => {
  const Group = createContext<{ stripe: unknown; elements: Group } | null>(null);
  function Elements({ stripe, options, children }: { stripe: unknown; options: Record<string, unknown>; children: ReactNode }) {
    const pending = stripe instanceof Promise;
    const [loaded, setLoaded] = useState<unknown>(pending ? null : stripe);
    const [elements] = useState<Group>(() => {
      const group = {
        options,
        submit: vi.fn(async () => ({})),
        update: vi.fn(async () => undefined),
        getElement: vi.fn((type: string) => (type === "payment" ? fake.paymentElement : null)),
      };
      fake.groups.push(group);
      return group;
    });
    useEffect(() => {
      if (stripe instanceof Promise) void stripe.then(setLoaded);
    }, [stripe]);
    return <Group value={loaded ? { stripe: loaded, elements } : null}>{children}</Group>;
  }
  function ExpressCheckoutElement(props: ExpressProps) {
    const group = useContext(Group);
    if (group) fake.express.set(group.elements, props);
    return (
      <button type="button" onClick={() => props.onClick?.(fake.click)}>
        Wallet button
      </button>
    );
  }
  return {
    Elements,
    ExpressCheckoutElement,
    PaymentElement: () => <div>Payment Element</div>,
    useStripe: () => useContext(Group)?.stripe ?? null,
    useElements: () => useContext(Group)?.elements ?? null,
  };
});

const { StripePayments } = await import("@/components/checkout/payment/stripe-payments");
const { usePayments } = await import("@/components/checkout/payment/payments-context");
const { WalletDialog } = await import("@/components/checkout/payment/wallet-dialog");

/** What step 2 does with the wallet: the dialog, whose button click opens the wallet for the total. */
function Step({ place }: { place: (adapter: PaymentAdapter) => Promise<boolean> }) {
  const { wallet, adapter } = usePayments();
  return (
    <>
      <p>{adapter ? "cards ready" : "loading"}</p>
      <p>wallet: {wallet?.name ?? "none"}</p>
      <WalletDialog wallet={wallet?.name ?? null} onPay={() => wallet?.open(4_250, place, vi.fn())} onClose={vi.fn()} />
    </>
  );
}

const mainGroup = () => fake.groups.find((g) => g.options.paymentMethodCreation === "manual")!;
const probeGroup = () => fake.groups.find((g) => g.options.paymentMethodCreation === undefined);

async function answerProbe(available: Record<string, boolean> | undefined) {
  await waitFor(() => expect(fake.express.get(probeGroup()!)).toBeDefined());
  act(() => fake.express.get(probeGroup()!)!.onReady?.({ availablePaymentMethods: available }));
}

beforeEach(() => {
  fake.groups.length = 0;
  fake.express.clear();
  vi.clearAllMocks();
});

describe("Stripe payments", () => {
  it("pays with the Payment Element in a deferred-intent group, and probes the wallet with 100 usd (BR-CHK-06)", async () => {
    render(
      <StripePayments purpose="payment">
        <Step place={vi.fn()} />
      </StripePayments>,
    );
    expect(await screen.findByText("cards ready")).toBeInTheDocument();
    expect(mainGroup().options).toMatchObject({ mode: "payment", currency: "usd", paymentMethodCreation: "manual", paymentMethodTypes: ["card"] });
    expect(probeGroup()?.options).toEqual({ mode: "payment", amount: 100, currency: "usd" });
  });

  it("offers the platform's wallet once the probe says the browser can pay with it, then drops the probe", async () => {
    render(
      <StripePayments purpose="payment">
        <Step place={vi.fn()} />
      </StripePayments>,
    );
    expect(screen.getByText("wallet: none")).toBeInTheDocument();
    await answerProbe({ applePay: false, googlePay: true, link: false, paypal: false, amazonPay: false, klarna: false });
    // jsdom is neither a Mac nor iOS.
    expect(await screen.findByText("wallet: Google Pay")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Wallet button", hidden: true })).toHaveLength(1);
  });

  it("offers no wallet when the probe finds none", async () => {
    render(
      <StripePayments purpose="payment">
        <Step place={vi.fn()} />
      </StripePayments>,
    );
    await answerProbe(undefined);
    await waitFor(() => expect(screen.queryAllByRole("button", { name: "Wallet button", hidden: true })).toHaveLength(0));
    expect(screen.getByText("wallet: none")).toBeInTheDocument();
  });

  it("focuses the Payment Element when step 2 asks for the card", async () => {
    function FocusCard() {
      const { adapter, focusCard } = usePayments();
      return adapter ? (
        <button type="button" onClick={focusCard}>
          Focus card
        </button>
      ) : null;
    }
    render(
      <StripePayments purpose="payment">
        <FocusCard />
      </StripePayments>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Focus card" }));
    expect(mainGroup().getElement).toHaveBeenCalledWith("payment");
    expect(fake.paymentElement.focus).toHaveBeenCalledOnce();
  });

  it("saves a card in setup mode, with no wallet", async () => {
    render(
      <StripePayments purpose="setup">
        <Step place={vi.fn()} />
      </StripePayments>,
    );
    expect(await screen.findByText("cards ready")).toBeInTheDocument();
    expect(fake.groups).toHaveLength(1);
    expect(mainGroup().options).toMatchObject({ mode: "setup", currency: "usd", paymentMethodCreation: "manual" });
    expect(mainGroup().options).not.toHaveProperty("amount");
  });

  it("opens the wallet's sheet for the order's total from its button, and places the order with the wallet's payment", async () => {
    const place = vi.fn(async (adapter: PaymentAdapter) => {
      const token = await adapter.tokenizeCard();
      const paid = await adapter.confirmPayment("pi_1_secret_x");
      return token.ok && paid.ok;
    });
    render(
      <StripePayments purpose="payment">
        <Step place={place} />
      </StripePayments>,
    );
    await answerProbe({ applePay: false, googlePay: true, link: false, paypal: false, amazonPay: false, klarna: false });

    await userEvent.click(await screen.findByRole("button", { name: "Wallet button" }));
    await waitFor(() => expect(fake.click.resolve).toHaveBeenCalledOnce());
    expect(mainGroup().update).toHaveBeenCalledWith({ amount: 4_250 });

    const confirm = { paymentFailed: vi.fn() };
    await act(async () => {
      await fake.express.get(mainGroup())!.onConfirm(confirm);
    });
    expect(place).toHaveBeenCalledOnce();
    expect(mainGroup().submit).toHaveBeenCalledOnce();
    expect(fake.stripe.createPaymentMethod).toHaveBeenCalledWith({ elements: mainGroup() });
    expect(fake.stripe.confirmPayment).toHaveBeenCalledWith({ clientSecret: "pi_1_secret_x", redirect: "if_required" });
    expect(confirm.paymentFailed).not.toHaveBeenCalled();
  });
});
