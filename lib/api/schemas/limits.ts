/**
 * Caps on what the API accepts (finding M4), in one place: the spec's where it gives one (user
 * names 3–30, passwords 8–20 at sign-up and reset), sane sizes otherwise. Response schemas stay
 * uncapped: a cap there would turn a value already stored into a 500 on read.
 */
export const INPUT_LIMITS = {
  id: 64,
  email: 254,
  /** a person's or an address's name */
  name: 120,
  firstOrLastName: 60,
  userName: 30,
  password: 128,
  addressLine: 200,
  city: 100,
  state: 50,
  zipCode: 10,
  country: 60,
  phone: 20,
  couponCode: 40,
  /** invite and VIP codes */
  code: 60,
  orderNumber: 40,
  /** reset-password tokens, browser visitor ids and the like */
  token: 200,
  /** a card provider's token or payment-method id, a payment's client secret */
  providerToken: 255,
  /** a Firebase ID token (a JWT) */
  idToken: 4096,
  /** the test provider's card form: digits and spaces */
  cardNumber: 23,
  cvc: 4,
} as const;
