/** The gift-box set-up's words, verbatim from the spec (BR-VAL-25…27, GIFT-01); the server answers the same ones. */
export const GIFT_MESSAGES = {
  notFound: "subscription box id not found",
  senderName: "Please enter sender's name.",
  recipientName: "Please enter recipient's name.",
  style: "Please select a style.",
  packageType: "Please select a package type.",
  allOccasions: "Please enter all 5 occasions.",
  eventName: "Please enter a event name.",
  date: "Please select a date",
  occasion: "please select an occasion",
  monthDay: "please select month and day",
  ownName: "please enter your own occasion name",
} as const;

/**
 * BR-VAL-25: both greeting names are optional, but one given needs the other. Answers the message of
 * the missing one, or null.
 */
export function greetingIssue(senderName: string, recipientName: string): { field: "senderName" | "recipientName"; message: string } | null {
  const sender = senderName.trim();
  const recipient = recipientName.trim();
  if (recipient && !sender) return { field: "senderName", message: GIFT_MESSAGES.senderName };
  if (sender && !recipient) return { field: "recipientName", message: GIFT_MESSAGES.recipientName };
  return null;
}
