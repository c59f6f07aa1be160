import type { PickUpPlace } from "@/lib/api/schemas/cart";

/** Where and when a pick-up order is collected (15.12), as the shop gives it with its 'pick up' option. */
export function PickUpPlaceText({ place, id, className = "" }: { place: PickUpPlace; id?: string; className?: string }) {
  return (
    <address id={id} className={`not-italic ${className}`}>
      {/* the spaces keep the lines apart when read out as one description */}
      <span className="block">{place.name}</span>{" "}
      <span className="block">{place.address}</span>{" "}
      <span className="block">Hours: {place.hours}</span>
    </address>
  );
}
