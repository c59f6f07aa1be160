/** The social providers of AUTH-10, by their Firebase provider ids, in the order the buttons show. */
export const SOCIAL_PROVIDERS = [
  { id: "google.com", label: "Google" },
  { id: "facebook.com", label: "Facebook" },
  { id: "apple.com", label: "Apple" },
] as const;

export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number]["id"];

export const isSocialProviderId = (value: unknown): value is SocialProviderId =>
  SOCIAL_PROVIDERS.some((provider) => provider.id === value);
