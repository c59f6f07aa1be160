/**
 * A global count of API calls in flight, shown as the top bar's loading spinner.
 * Wrap a promise with `trackBusy` and the spinner shows until it settles.
 */
type Listener = () => void;
let inFlight = 0;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l());

export async function trackBusy<T>(promise: Promise<T>): Promise<T> {
  inFlight += 1;
  emit();
  try {
    return await promise;
  } finally {
    inFlight -= 1;
    emit();
  }
}

export const busyStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isBusy: () => inFlight > 0,
  serverSnapshot: () => false,
};
