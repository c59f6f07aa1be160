/**
 * jsdom has no modal dialogs. Enough of <dialog> for our components, as a browser does it: showModal opens
 * and focuses the first focusable element inside, Escape closes, close() fires the close event.
 */
const FOCUSABLE = "button, [href], input, select, textarea";

export function installDialogPolyfill() {
  if (typeof HTMLDialogElement === "undefined") return;
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
    this.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
  document.addEventListener("keydown", (event) => {
    const dialog = (event.target as Element | null)?.closest?.("dialog[open]");
    if (event.key === "Escape" && dialog instanceof HTMLDialogElement) dialog.close();
  });
}
