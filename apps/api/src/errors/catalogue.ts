import {
  CHECKOUT_DISABLED,
  LOTTO_CREDIT_CARD_MESSAGE,
  REFUND_REASON_REQUIRED,
  SESSION_EXPIRED,
} from '@touchline/contracts';

/**
 * Every refusal the Club API answers with, by its stable machine-readable `code`: the HTTP
 * status and the text users read. The code goes out in the error body beside the message
 * (`{ message, code, errors? }`), so a client can react to a refusal without matching its text.
 * Texts are copied letter for letter from the product's message list; change them only here,
 * except those the site shows too, which come from `@touchline/contracts`.
 *
 * Some refusals carry a text that depends on the request (a product's name, a card processor's
 * decline); their entry holds the usual text and the thrower passes the precise one.
 */
export const ERRORS = {
  // Any area.
  not_found: { status: 404, message: 'Not found' },
  invalid_request: { status: 400, message: 'The request is not valid' },
  invalid_url: { status: 400, message: 'The request URL is not valid' },
  url_too_long: { status: 414, message: 'The request URL is too long' },
  nul_character: { status: 400, message: 'Text may not contain NUL characters' },
  unauthenticated: { status: 401, message: 'Unauthenticated.' },
  session_expired: { status: 401, message: SESSION_EXPIRED },
  forbidden: { status: 403, message: 'This action is unauthorized.' },
  too_many_requests: { status: 429, message: 'Too many attempts. Please try again later.' },
  payload_too_large: { status: 413, message: 'The request is too large' },
  unsupported_media_type: { status: 415, message: 'This content type is not accepted' },
  /** Any other client error raised by the HTTP layer; its own text is sent. */
  request_refused: { status: 400, message: 'The request is not valid' },
  internal_error: { status: 500, message: 'An error has occurred' },
  club_not_found: { status: 404, message: 'Club not found' },
  account_id_required: { status: 400, message: 'account_id is required' },

  // Identity: accounts, members, sign-in codes and single sign-on.
  invalid_data: { status: 422, message: 'Please check all the fields and submit again!' },
  not_a_member: { status: 404, message: 'You are not a member of this club' },
  already_member: { status: 409, message: 'You are already a member of this club' },
  governing_body_not_found: { status: 404, message: 'Governing body not found' },
  club_or_body_required: { status: 400, message: 'Name the club or the governing body' },
  password_change_forbidden: {
    status: 403,
    message: 'Your sign-in is managed by single sign-on: its password cannot be changed here.',
  },
  code_expired: { status: 422, message: 'The code has expired. Please request a new one.' },
  code_locked: { status: 422, message: 'Too many incorrect attempts. Please request a new code.' },
  verify_failed: {
    status: 422,
    message: 'Your email has already been verified, or you have arrived here in error.',
  },
  sso_not_enabled: { status: 403, message: 'Single sign-on is not enabled for this club' },
  /** No identity provider on this server: only the development one exists (`devTools`). */
  sso_unavailable: { status: 503, message: 'Single sign-on is not available on this server' },
  /** The club makes single sign-on mandatory: no password sign-in, no session from a reset code. */
  sso_required: {
    status: 403,
    message: "Your club signs in with single sign-on. Use your club's login to sign in.",
  },
  return_to_refused: {
    status: 400,
    message: 'return_to must be a page of an allowed club site',
  },
  bad_credentials: { status: 400, message: 'The user credentials were incorrect.' },
  /** Too many failed passwords for one account, from any addresses: its password sign-in pauses. */
  sign_in_locked: {
    status: 429,
    message:
      'Too many failed sign-in attempts. For your security, sign-in to this account is paused for 15 minutes. You can reset your password meanwhile.',
  },
  bad_refresh_token: { status: 400, message: 'The refresh token is invalid.' },
  bad_authorization_code: {
    status: 400,
    message: 'The authorization code is invalid or has expired.',
  },
  bad_handover_code: {
    status: 400,
    message: 'This sign-in link has expired or has already been used.',
  },
  insufficient_permissions: {
    status: 403,
    message:
      'You do not have sufficient permissions to access this area. Please try again with a different email.',
  },
  guest_invalid: { status: 422, message: 'An error occurred while creating guest account.' },

  // Content: articles, contact messages and the answers to links in club emails.
  article_not_found: { status: 404, message: 'Article not found' },
  contact_disabled: { status: 403, message: 'This club does not take messages online' },
  contact_invalid: { status: 400, message: 'The message is not valid' },
  too_many_messages: { status: 429, message: 'Too many messages. Please try again later.' },
  list_not_found: { status: 404, message: 'Distribution list not found' },
  member_not_found: { status: 404, message: 'Member not found' },
  lotto_friend_not_found: { status: 404, message: 'Lotto friend not found' },
  /** An email link without a valid signature for what it names (forged, altered or counted). */
  email_link_invalid: {
    status: 403,
    message: 'This link is not valid. Please use the link in the latest email from your club.',
  },
  email_link_expired: {
    status: 410,
    message: 'This link has expired. Please use the link in the latest email from your club.',
  },

  // Catalogue: products, registration forms and draws.
  product_not_found: { status: 404, message: 'Product not found' },
  form_not_found: { status: 404, message: 'Registration form not found' },
  quick_pick_off: { status: 403, message: 'Quick pick is not available for this club' },
  draw_not_found: { status: 404, message: 'Draw not found' },
  draw_closed: { status: 409, message: 'This draw is closed' },
  no_numbers: { status: 409, message: 'This draw has no numbers to pick' },

  // Back office: the managed club, distribution lists, images and rephrasing.
  account_required: {
    status: 400,
    message: 'account_id is required: you manage more than one club',
  },
  template_not_found: { status: 404, message: 'Template not found' },
  image_not_found: { status: 404, message: 'Image not found' },
  image_required: { status: 400, message: 'Choose an image to upload.' },
  image_too_large: {
    status: 413,
    message: 'The image is larger than 8 MB. Please upload a smaller image.',
  },
  /** The image's bytes are not an accepted picture; the text says why. */
  image_refused: { status: 422, message: 'The image must be a PNG, JPEG, GIF or WebP file.' },
  multipart_required: { status: 415, message: 'Send the image as multipart/form-data.' },
  /** A multipart body that cannot be read, or has more parts than an upload takes. */
  multipart_invalid: { status: 400, message: 'The upload is not a valid multipart form.' },
  purpose_invalid: { status: 400, message: 'type must be up to 40 letters, digits, "-" or "_"' },
  /** The text to rephrase is too short or too long; the text says which. */
  rephrase_refused: { status: 422, message: 'The text cannot be rephrased' },
  rephrase_not_configured: {
    status: 503,
    message: 'Rephrasing is not configured on this server (REPHRASE_API_URL and REPHRASE_API_KEY).',
  },
  /** The API does not listen to the database's notices (its content-version stream is off). */
  content_version_changes_unavailable: {
    status: 503,
    message: 'This server cannot follow changes of the club’s content.',
  },
  rephrase_failed: { status: 502, message: 'Rephrasing failed. Please try again.' },
  /** A theme colour pair below WCAG AA for text; the text names the pair and its ratio. */
  low_contrast: {
    status: 422,
    message: 'A colour pair of the look is below the 4.5:1 WCAG AA requires for text.',
  },
  /** A menu item with a link the site cannot follow; the field errors say which. */
  menu_invalid: { status: 422, message: 'Please check the menu’s titles and links.' },
  sponsor_not_found: { status: 404, message: 'Sponsor not found' },
  /** A sponsor's name, link or logo breaks a rule; the field errors say which. */
  sponsor_invalid: { status: 422, message: 'Please check the sponsor’s name, link and logo.' },
  /** The new order leaves a sponsor out or lists one twice. */
  sponsor_order_invalid: {
    status: 422,
    message: 'List every sponsor of the club once, in the new order.',
  },
  /** A brand (logo, banner, social links) the site cannot show; the field errors say why. */
  brand_invalid: {
    status: 422,
    message: 'Please check the logo, the banner and the social links.',
  },
  list_inactive: {
    status: 409,
    message: 'This distribution list is inactive. Activate it to send a message.',
  },
  message_key_reused: {
    status: 409,
    message: 'This message was already sent to another distribution list',
  },
  contact_message_not_found: { status: 404, message: 'Contact message not found' },

  // The club's location on the map.
  geocoding_failed: {
    status: 502,
    message: 'The address search is unavailable. Please try again later.',
  },

  // League tables and the competition data service.
  league_service_unavailable: { status: 503, message: 'The league data service is unavailable' },
  api_key_required: { status: 401, message: 'An API key is required' },
  api_key_invalid: { status: 401, message: 'The API key is not valid' },
  api_key_out_of_scope: { status: 403, message: 'The API key does not cover this organisation' },
  competition_not_found: { status: 404, message: 'Competition not found' },
  team_not_found: { status: 404, message: 'Team not found' },
  fixture_not_found: { status: 404, message: 'Fixture not found' },
  /** A club with neither league provider: it has no fixtures to give as a calendar. */
  fixtures_not_published: { status: 404, message: 'This club publishes no fixtures' },

  // Payments: the card processor's webhook and the test card processor.
  payment_not_found: { status: 404, message: 'Payment not found' },
  stripe_not_provider: { status: 404, message: 'Stripe is not the payment provider' },
  /** A webhook whose signature does not verify; the text says why. */
  webhook_refused: { status: 400, message: 'The webhook signature is not valid' },
  /** A payment request the card processor refused as malformed; the text says why. */
  payment_request_invalid: { status: 400, message: 'The payment request is not valid' },
  card_declined: { status: 402, message: 'Your card was declined.' },
  card_not_accepted: {
    status: 422,
    message: LOTTO_CREDIT_CARD_MESSAGE,
  },

  // Commerce: carts, orders, checkout and saved cards.
  cart_not_found: { status: 404, message: 'Shopping cart not found' },
  cart_empty: { status: 422, message: 'Your cart must contain items to continue.' },
  cart_item_not_found: { status: 404, message: 'This item is not in your cart' },
  cart_full: { status: 422, message: 'Your cart cannot hold more than 50 items' },
  /** An item the cart's rules refuse (a size, a price, a pick, a member's email). */
  cart_item_refused: { status: 422, message: 'This product is not available' },
  out_of_stock: {
    status: 409,
    message: 'Maximum number of subscriptions has been reached for this plan.',
  },
  checkout_disabled: { status: 403, message: CHECKOUT_DISABLED },
  order_not_found: { status: 404, message: 'Order not found' },
  order_is_free: { status: 422, message: 'This order is free: complete it without payment' },
  order_not_free: { status: 422, message: 'This order is not free: please pay for it' },
  product_unavailable: { status: 422, message: 'This product is not available' },
  sign_in_for_membership: {
    status: 401,
    message: 'Please sign in to add membership plans to your cart',
  },
  guest_membership: { status: 403, message: 'Guests cannot buy membership items' },
  guest_checkout_off: { status: 403, message: 'This club does not take guest checkouts' },
  guest_no_saved_cards: { status: 403, message: 'Guests have no saved cards' },
  /** Auto-renewing tickets, instalments, a subscription: the card is kept, so no guest. */
  guest_saved_card_required: {
    status: 403,
    message:
      'Please sign in to buy an entry that renews automatically or is paid in instalments: your card is saved for the later payments.',
  },
  not_your_member: { status: 422, message: 'This member is not part of your account' },
  // Membership plans and bundles: their registration forms and the people they are for.
  registration_form_invalid: {
    status: 422,
    message: 'Check registration form details: One or multiple form fields are empty or incorrect',
  },
  guardian_required: {
    status: 422,
    message: 'Please add the parent / guardian details: a juvenile plan needs a parent or guardian',
  },
  juvenile_plan_for_adult: {
    status: 422,
    message: 'A juvenile plan can only be bought for a juvenile member',
  },
  adult_plan_for_juvenile: {
    status: 422,
    message: 'An adult plan cannot be bought for a juvenile member',
  },
  bundle_member_twice: {
    status: 422,
    message: 'The same member cannot be added twice to a bundle',
  },
  /** The same plan twice for one person (held already, or twice in the cart): the text names them. */
  membership_held: {
    status: 409,
    message: 'This person already has this membership.',
  },
  programme_ended: {
    status: 422,
    message: 'This programme has ended: its plans can no longer be bought',
  },
  payment_option_unknown: {
    status: 422,
    message: 'This payment option is not offered for this product',
  },
  discount_code_used_up: { status: 409, message: 'This discount code has been fully redeemed' },
  idempotency_key_invalid: {
    status: 400,
    message: 'The Idempotency-Key header must be 8 to 200 letters, digits or ._:-',
  },
  /** One buyer or address would hold too much of a product unpaid; the text names it. */
  hold_limit: {
    status: 422,
    message:
      'You have reserved as much of this product as one buyer may. Please pay for your other orders first, or choose fewer.',
  },
  /** The cart costs something else than the buyer was shown; the text names the new total. */
  total_changed: {
    status: 409,
    message: 'The total of your cart has changed. Please check your cart and pay again.',
  },
  idempotency_key_reused: {
    status: 409,
    message: 'This Idempotency-Key was used for another checkout. Please try again.',
  },
  return_url_refused: { status: 400, message: 'The return_url must be a page of the club site' },
  payment_method_not_found: { status: 404, message: 'Payment method not found' },
  payment_method_invalid: { status: 422, message: 'The card could not be saved' },
  card_saved_elsewhere: { status: 409, message: 'This card is saved to another account' },
  no_arrears: { status: 422, message: 'There is nothing to pay on these orders' },
  payment_in_progress: {
    status: 409,
    message: 'A payment of this order is being taken right now. Please try again in a minute.',
  },
  payment_refused: { status: 402, message: 'An error occurred during payment' },
  payment_not_accepted: {
    status: 422,
    message:
      'There was an issue processing your payment. Please try again or use a different payment method.',
  },

  // The member's account area.
  only_card_in_use: {
    status: 409,
    message:
      'This card cannot be removed: it is your only saved card and instalments or auto renewals are paid with it. Add another card first.',
  },
  auto_renewal_not_found: { status: 404, message: 'Auto renewal not found' },
  family_member_not_found: { status: 404, message: 'Family member not found' },
  member_claim_invalid: {
    status: 404,
    message: 'This link has expired or has already been used.',
  },
  claim_link_not_needed: {
    status: 409,
    message: 'This person signs in with their own account already.',
  },
  only_adults_claim: {
    status: 403,
    message: 'Only an adult of the family can claim their own account.',
  },
  claim_link_no_email: { status: 422, message: 'There is no email address for this person.' },
  only_juveniles_editable: {
    status: 403,
    message: 'Only a juvenile’s details can be changed here.',
  },
  wrong_password: { status: 422, message: 'The password is incorrect.' },
  same_email: { status: 422, message: 'This is already your email address.' },
  email_in_use: { status: 422, message: 'This email address is used by another account.' },
  email_change_link_invalid: {
    status: 422,
    message: 'This link has expired or has already been used.',
  },
  // The back office's team: roles and invitations.
  team_invitation_not_found: { status: 404, message: 'Invitation not found' },
  team_role_not_found: { status: 404, message: 'This person does not hold this role.' },
  last_owner: {
    status: 409,
    message: 'The club keeps at least one Owner: invite another Owner before removing this one.',
  },
  team_invitation_invalid: {
    status: 404,
    message: 'This invitation has expired, was cancelled or has already been used.',
  },
  team_invitation_email_invalid: { status: 422, message: 'Enter a valid email address.' },
  team_role_held: { status: 409, message: 'This person already holds this role.' },
  // Back-office orders: refunds and cancellations.
  order_line_not_found: { status: 404, message: 'Order line not found' },
  refund_too_large: { status: 422, message: 'This is more than can be refunded.' },
  refund_quantity_too_large: { status: 422, message: 'This is more than can be given back.' },
  nothing_to_refund: { status: 422, message: 'Nothing is left to refund.' },
  refund_reason_required: { status: 422, message: REFUND_REASON_REQUIRED },
  refund_amount_needs_line: {
    status: 422,
    message: 'A part of an order is refunded one line at a time: choose the line.',
  },
  refund_key_reused: {
    status: 409,
    message: 'This refund was already made with other details. Please try again.',
  },
  refund_refused: { status: 422, message: 'The card provider refused the refund.' },
  refund_unanswered: {
    status: 502,
    message: 'The card provider did not answer. Please try again: nothing is refunded twice.',
  },
  no_renewal: {
    status: 422,
    message: 'This membership has no plan to renew into next season.',
  },
} as const satisfies Record<string, { readonly status: number; readonly message: string }>;

export type ErrorCode = keyof typeof ERRORS;
export type ErrorStatus = (typeof ERRORS)[ErrorCode]['status'];
