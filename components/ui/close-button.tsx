/** The × that closes a dialog; `className` places it (e.g. `self-start`). */
export function CloseButton({ onClick, className = "" }: { onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      aria-label="Close"
      onClick={onClick}
      className={`grid h-10 w-10 shrink-0 place-items-center text-2xl text-stone-600 hover:text-stone-950 focus-visible:outline-2 focus-visible:outline-stone-950 ${className}`}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
