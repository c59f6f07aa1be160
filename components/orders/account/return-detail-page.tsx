import { getReturn } from "@/lib/api/calls/orders";
import { ORDERS_TEXT, returnLoadFailure } from "@/lib/orders/account";
import { loadForShopper } from "@/lib/orders/load-account";
import { returnDetailPath } from "@/lib/routes";
import { Alert } from "@/components/ui/alert";
import { PageContainer } from "@/components/ui/page-container";
import { LoadFailureToast } from "./load-failure-toast";
import { ReturnDetailView } from "./return-detail-view";

interface ReturnDetailPageProps {
  store: string;
  id: string;
  from: "list" | "order";
  search: string;
}

/**
 * ACCT-12, for both return detail routes (from the returns list, from an order's Return History).
 * A failed load shows the server's message, or 'a error occured...' when it gave none (a network
 * failure), as a toast and on the page.
 */
export async function ReturnDetailPage({ store, id, from, search }: ReturnDetailPageProps) {
  const result = await loadForShopper(store, returnDetailPath(store, id, from, search), (api) => getReturn(api, id));
  return (
    <PageContainer width="account" className="pb-20 pt-8">
      {result.ok ? (
        <ReturnDetailView ret={result.data} store={store} fromList={from === "list"} search={search} />
      ) : (
        <>
          <h1 className="mb-6 font-serif text-2xl tracking-[0.08em] text-stone-950">{ORDERS_TEXT.returnEntry}</h1>
          <LoadFailureToast message={returnLoadFailure(result.error)} />
          <Alert>{returnLoadFailure(result.error)}</Alert>
        </>
      )}
    </PageContainer>
  );
}
