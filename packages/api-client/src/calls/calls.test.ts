import type { TSchema } from '@sinclair/typebox';
import {
  AccessibilityStatement,
  ArrearsOrderList,
  ArrearsPayResult,
  Article,
  ArticleList,
  AutoRenewal,
  AutoRenewalList,
  AvailableMembershipList,
  BackofficeOptOutResult,
  BackofficeSponsor,
  BackofficeSponsorList,
  CheckEmailResult,
  CheckoutResult,
  ClubAccount,
  ClubLocation,
  ClubLook,
  ClubBrandSettings,
  ClubMenu,
  ClubChangeList,
  ContactMessageReceipt,
  CountryList,
  CurrentPromotion,
  DiscountCodeResult,
  ContactMessage,
  MemberClaimed,
  ContactMessagePage,
  DistributionList,
  DistributionListPage,
  DistributionMessage,
  DistributionMessagePage,
  EmailActionResult,
  EmailTemplate,
  EmailTemplateList,
  FailedPaymentsResult,
  LottoEntryList,
  RenewalList,
  RenewalsResult,
  FamilyList,
  FamilyMember,
  FormAnswers,
  FreeCheckoutResult,
  GeocodeResult,
  GuestCreated,
  ImageUploadResult,
  Member,
  MemberCreated,
  MemberOrderList,
  MemberSubscription,
  MemberSubscriptionList,
  MessageAnswer,
  Order,
  PaymentIntentResult,
  PaymentMethod,
  PaymentMethodList,
  PaymentsConfigResult,
  PlanDiscountList,
  PlanForms,
  RegistrationForm,
  RegistrationFormList,
  Product,
  ProductList,
  ProgramList,
  QuickPick,
  RelatedAccountList,
  RelatedMemberList,
  RephraseResult,
  SetupIntentResult,
  ShopItemPage,
  ShopItemTypeList,
  ShoppingCart,
  SponsorList,
  TokenResponse,
  User,
} from '@touchline/contracts';
import { createApiClient, type ApiClient } from '../api-client';
import { ContractError } from '../api-error';
import type { TokenSource } from '../http';
import { fakeFetch } from '../testing/fake-fetch';
import { sampleAnswer } from '../testing/sample-answer';

const config = { baseUrl: 'http://localhost:3333', version: 'v2' };
const CART = '5b0e1c1e-7f1a-4c39-9a53-2f1e0c7d9b11';
const ORDER = '0d3c9f57-3b8e-4f5e-8d53-6f7a1b2c3d4e';
const items = { items: [{ product_id: 4, metadata: { plan_id: 4 } }] };

type Auth = 'none' | 'user' | 'guest';

interface CallCase {
  name: keyof ApiClient;
  call: (api: ApiClient) => Promise<unknown>;
  answer: TSchema | null;
  method: string;
  /** The URL after the base, with its query. */
  url: string | RegExp;
  body?: unknown;
  auth: Auth;
}

const BRAND_BODY = {
  logo_image: 'https://api.club.example/v2/images/logo.png',
  layout_image: null,
  banner: { title: 'Summer camp', short_content: '', url: '/pages/camp', external_url: null },
  facebook: 'https://www.facebook.com/glenardengaels',
  twitter: null,
  instagram: null,
};

const LOOK_BODY = {
  name: 'Glenarden Gaels',
  colors: { primary: '#0b5d3b', accent: '#f2b705', warning: '#b3261e', logo_background: '#ffffff' },
  features: {
    is_contact_enabled: true,
    checkout: true,
    guest_checkout: false,
    lotto: true,
    draw: true,
    shop: true,
    membership: true,
    comortais: false,
    comet: false,
    login_dialog: false,
    redirect_after_login: false,
    can_quick_pick: true,
  },
};
const MENU_BODY = {
  data: [{ title: 'About Us', url: 'about-us', type: 'Page' as const, position: 1 }],
};

const cases: CallCase[] = [
  // club and content
  {
    name: 'getClubStore',
    call: (a) => a.getClubStore('demo'),
    answer: ClubAccount,
    method: 'GET',
    url: '/v2/store/demo',
    auth: 'none',
  },
  {
    name: 'getArticles',
    call: (a) => a.getArticles('demo', { type: 'news', per_page: 10, page: 2 }),
    answer: ArticleList,
    method: 'GET',
    url: '/v2/store/demo/articles?type=news&per_page=10&page=2',
    auth: 'none',
  },
  {
    name: 'getArticle',
    call: (a) => a.getArticle('demo', 'about-us'),
    answer: Article,
    method: 'GET',
    url: '/v2/store/demo/articles/about-us',
    auth: 'none',
  },
  {
    name: 'getSponsors',
    call: (a) => a.getSponsors('demo'),
    answer: SponsorList,
    method: 'GET',
    url: '/v2/store/demo/sponsors',
    auth: 'none',
  },
  {
    name: 'getAccessibilityStatement',
    call: (a) => a.getAccessibilityStatement('demo'),
    answer: AccessibilityStatement,
    method: 'GET',
    url: '/v2/store/demo/accessibility-statement',
    auth: 'none',
  },
  {
    name: 'sendContactMessage',
    call: (a) =>
      a.sendContactMessage('demo', {
        sender: 'Aoife Byrne',
        sender_email: 'aoife@example.ie',
        content: 'Hello there',
      }),
    answer: ContactMessageReceipt,
    method: 'POST',
    url: '/v2/store/demo/messages',
    body: { sender: 'Aoife Byrne', sender_email: 'aoife@example.ie', content: 'Hello there' },
    auth: 'none',
  },
  {
    name: 'getCountries',
    call: (a) => a.getCountries(),
    answer: CountryList,
    method: 'GET',
    url: '/v2/lists/countries',
    auth: 'none',
  },
  {
    name: 'sendEmailOptOut',
    call: (a) =>
      a.sendEmailOptOut('demo', {
        email_distribution_list_id: 3,
        member_id: 9,
        opt_out: true,
        token: 'signed-link-token',
      }),
    answer: EmailActionResult,
    method: 'POST',
    url: '/v2/store/demo/emails/opt-out',
    body: {
      email_distribution_list_id: 3,
      member_id: 9,
      opt_out: true,
      token: 'signed-link-token',
    },
    auth: 'none',
  },
  {
    name: 'unsubscribeFriend',
    call: (a) => a.unsubscribeFriend('demo', 17),
    answer: EmailActionResult,
    method: 'POST',
    url: '/v2/store/demo/unsubscribe-friend/17',
    body: {},
    auth: 'none',
  },
  // catalogue
  {
    name: 'getPrograms',
    call: (a) => a.getPrograms('demo'),
    answer: ProgramList,
    method: 'GET',
    url: '/v2/store/demo/programs?status=not-finished&per_page=1000&page=1',
    auth: 'none',
  },
  {
    name: 'getProducts',
    call: (a) => a.getProducts('demo', { 'type[]': ['Bundle', 'Plan'], 'program_id[]': [2] }),
    answer: ProductList,
    method: 'GET',
    url: '/v2/store/demo/products?type%5B%5D=Bundle&type%5B%5D=Plan&program_id%5B%5D=2',
    auth: 'none',
  },
  {
    name: 'getProduct',
    call: (a) => a.getProduct('demo', 'weekly-lotto'),
    answer: Product,
    method: 'GET',
    url: '/v2/store/demo/products/weekly-lotto',
    auth: 'none',
  },
  {
    name: 'getPlanDiscounts',
    call: (a) => a.getPlanDiscounts('demo'),
    answer: PlanDiscountList,
    method: 'GET',
    url: '/v2/store/demo/products/plans/discounts',
    auth: 'none',
  },
  {
    name: 'getPlanForms',
    call: (a) => a.getPlanForms('demo', 4),
    answer: PlanForms,
    method: 'GET',
    url: '/v2/store/demo/products/plans/4/form',
    auth: 'none',
  },
  {
    name: 'getPlanFormInitialAnswers',
    call: (a) => a.getPlanFormInitialAnswers('demo', 4, { member_id: 9, form_type: 'member' }),
    answer: FormAnswers,
    method: 'GET',
    url: '/v2/store/demo/products/plans/4/form/initial-answers?member_id=9&form_type=member',
    auth: 'user',
  },
  {
    name: 'getCurrentPromotion',
    call: (a) => a.getCurrentPromotion('demo'),
    answer: CurrentPromotion,
    method: 'GET',
    url: '/v2/store/demo/promotions/current',
    auth: 'none',
  },
  {
    name: 'getShopItems',
    call: (a) => a.getShopItems('demo', { type_id: 2, per_page: 10, page: 1 }),
    answer: ShopItemPage,
    method: 'GET',
    url: '/v2/store/demo/shop-items?type_id=2&per_page=10&page=1',
    auth: 'none',
  },
  {
    name: 'getShopItem',
    call: (a) => a.getShopItem('demo', 31),
    answer: Product,
    method: 'GET',
    url: '/v2/store/demo/shop-items/31',
    auth: 'none',
  },
  {
    name: 'getShopItemTypes',
    call: (a) => a.getShopItemTypes('demo'),
    answer: ShopItemTypeList,
    method: 'GET',
    url: '/v2/store/demo/shop-items/types',
    auth: 'none',
  },
  {
    name: 'getQuickPick',
    call: (a) => a.getQuickPick('demo', 5),
    answer: QuickPick,
    method: 'GET',
    url: '/v2/store/demo/lottery/draws/5/quick_pick',
    auth: 'none',
  },
  {
    name: 'getAvailableMemberships',
    call: (a) => a.getAvailableMemberships('demo', { type: 'juvenile' }),
    answer: AvailableMembershipList,
    method: 'GET',
    url: '/v2/store/demo/memberships/available?type=juvenile',
    auth: 'user',
  },
  // identity
  {
    name: 'signIn',
    call: (a) => a.signIn({ username: 'member@demo.touchline.test', password: 'pw' }),
    answer: TokenResponse,
    method: 'POST',
    url: '/oauth/token',
    body: { grant_type: 'password', username: 'member@demo.touchline.test', password: 'pw' },
    auth: 'none',
  },
  {
    name: 'refreshToken',
    call: (a) => a.refreshToken('refresh-1'),
    answer: TokenResponse,
    method: 'POST',
    url: '/oauth/token',
    body: { grant_type: 'refresh_token', refresh_token: 'refresh-1' },
    auth: 'none',
  },
  {
    name: 'revokeToken',
    call: (a) => a.revokeToken('refresh-1'),
    answer: null,
    method: 'POST',
    url: '/oauth/revoke',
    body: { token: 'refresh-1' },
    auth: 'none',
  },
  {
    name: 'exchangeSsoCode',
    call: (a) => a.exchangeSsoCode('code-1'),
    answer: TokenResponse,
    method: 'POST',
    url: '/oauth/token',
    body: { grant_type: 'authorization_code', code: 'code-1' },
    auth: 'none',
  },
  {
    name: 'exchangeHandoverCode',
    call: (a) => a.exchangeHandoverCode('code-2'),
    answer: TokenResponse,
    method: 'POST',
    url: '/oauth/token',
    body: { grant_type: 'handover_code', code: 'code-2' },
    auth: 'none',
  },
  {
    name: 'requestHandoverCode',
    call: (a) => a.requestHandoverCode(),
    answer: null,
    method: 'POST',
    url: '/oauth/handover',
    auth: 'user',
  },
  {
    name: 'getUser',
    call: (a) => a.getUser(),
    answer: User,
    method: 'GET',
    url: '/v2/user',
    auth: 'user',
  },
  {
    name: 'updateUser',
    call: (a) => a.updateUser({ password: 'New-pass1', password_confirmation: 'New-pass1' }),
    answer: User,
    method: 'PATCH',
    url: '/v2/user',
    body: { password: 'New-pass1', password_confirmation: 'New-pass1' },
    auth: 'user',
  },
  {
    name: 'resendVerification',
    call: (a) => a.resendVerification(),
    answer: MessageAnswer,
    method: 'POST',
    url: '/v2/user/verification-notification',
    body: {},
    auth: 'user',
  },
  {
    name: 'requestRecovery',
    call: (a) => a.requestRecovery({ email: 'a@b.ie' }),
    answer: MessageAnswer,
    method: 'POST',
    url: '/v2/user/authentication/recovery',
    body: { email: 'a@b.ie' },
    auth: 'none',
  },
  {
    name: 'exchangeResetCode',
    call: (a) => a.exchangeResetCode({ email: 'a@b.ie', token: '123456' }),
    answer: TokenResponse,
    method: 'POST',
    url: '/v2/user/authentication/token',
    body: { email: 'a@b.ie', token: '123456' },
    auth: 'none',
  },
  {
    name: 'verifyEmail',
    call: (a) => a.verifyEmail({ code: 'c-1' }),
    answer: MessageAnswer,
    method: 'POST',
    url: '/v2/user/authentication/verify',
    body: { code: 'c-1' },
    auth: 'none',
  },
  {
    name: 'claimMember',
    call: (a) => a.claimMember({ code: 'c-2' }),
    answer: MemberClaimed,
    method: 'POST',
    url: '/v2/member/claims',
    body: { code: 'c-2' },
    auth: 'none',
  },
  {
    name: 'checkEmail',
    call: (a) => a.checkEmail({ email: 'a@b.ie', account_id: 1 }),
    answer: CheckEmailResult,
    method: 'POST',
    url: '/v2/member/check-email',
    body: { email: 'a@b.ie', account_id: 1 },
    auth: 'none',
  },
  {
    name: 'checkGoverningBodyEmail',
    call: (a) => a.checkGoverningBodyEmail({ email: 'a@b.ie', governing_body_id: 7 }),
    answer: CheckEmailResult,
    method: 'POST',
    url: '/v2/governing-body/member/check-email',
    body: { email: 'a@b.ie', governing_body_id: 7 },
    auth: 'none',
  },
  {
    name: 'createMember',
    call: (a) =>
      a.createMember({
        account_id: 1,
        email: 'a@b.ie',
        first_name: 'A',
        last_name: 'B',
        user: { email: 'a@b.ie', confirmEmail: 'a@b.ie' },
        terms: true,
      }),
    answer: MemberCreated,
    method: 'POST',
    url: '/v2/member',
    body: {
      account_id: 1,
      email: 'a@b.ie',
      first_name: 'A',
      last_name: 'B',
      user: { email: 'a@b.ie', confirmEmail: 'a@b.ie' },
      terms: true,
    },
    auth: 'user',
  },
  {
    name: 'getMember',
    call: (a) => a.getMember({ account_id: 1 }),
    answer: Member,
    method: 'GET',
    url: '/v2/member?account_id=1',
    auth: 'guest',
  },
  {
    name: 'updateMember',
    call: (a) => a.updateMember({ first_name: 'Aoife' }, { account_id: 1 }),
    answer: Member,
    method: 'PATCH',
    url: '/v2/member?account_id=1',
    body: { first_name: 'Aoife' },
    auth: 'user',
  },
  {
    name: 'getRelatedAccounts',
    call: (a) => a.getRelatedAccounts({ per_page: 10, page: 1 }),
    answer: RelatedAccountList,
    method: 'GET',
    url: '/v2/member/related-accounts?per_page=10&page=1',
    auth: 'user',
  },
  {
    name: 'createGuest',
    call: (a) => a.createGuest({ first_name: 'A', last_name: 'B', email: 'a@b.ie', account_id: 1 }),
    answer: GuestCreated,
    method: 'POST',
    url: '/v2/member/guest',
    body: { grant_type: 'guest', first_name: 'A', last_name: 'B', email: 'a@b.ie', account_id: 1 },
    auth: 'none',
  },
  {
    name: 'getJuveniles',
    call: (a) => a.getJuveniles('demo'),
    answer: RelatedMemberList,
    method: 'GET',
    url: '/v2/store/demo/juveniles',
    auth: 'user',
  },
  {
    name: 'getRelations',
    call: (a) => a.getRelations('demo', { type: 'guardian' }),
    answer: RelatedMemberList,
    method: 'GET',
    url: /^\/v2\/store\/demo\/relations\?type=guardian&_=\d+$/,
    auth: 'user',
  },
  // cart
  {
    name: 'getCart',
    call: (a) => a.getCart('demo', CART),
    answer: ShoppingCart,
    method: 'GET',
    url: new RegExp(`^/v2/store/demo/shopping-cart/${CART}\\?_=\\d+$`),
    auth: 'guest',
  },
  {
    name: 'createCart',
    call: (a) => a.createCart('demo', items),
    answer: ShoppingCart,
    method: 'POST',
    url: '/v2/store/demo/shopping-cart',
    body: items,
    auth: 'guest',
  },
  {
    name: 'addCartItems',
    call: (a) => a.addCartItems('demo', CART, items),
    answer: ShoppingCart,
    method: 'POST',
    url: `/v2/store/demo/shopping-cart/${CART}`,
    body: items,
    auth: 'guest',
  },
  {
    name: 'associateCart',
    call: (a) => a.associateCart('demo', CART),
    answer: ShoppingCart,
    method: 'PATCH',
    url: `/v2/store/demo/shopping-cart/${CART}`,
    auth: 'user',
  },
  {
    name: 'removeCartItem',
    call: (a) => a.removeCartItem('demo', CART, 12),
    answer: ShoppingCart,
    method: 'DELETE',
    url: `/v2/store/demo/shopping-cart/${CART}/item/12`,
    auth: 'guest',
  },
  {
    name: 'setCartItemPaymentOption',
    call: (a) => a.setCartItemPaymentOption('demo', CART, 12, { payment_option_id: 3 }),
    answer: ShoppingCart,
    method: 'PATCH',
    url: `/v2/store/demo/shopping-cart/${CART}/item/12`,
    body: { payment_option_id: 3 },
    auth: 'guest',
  },
  {
    name: 'applyDiscountCode',
    call: (a) => a.applyDiscountCode('demo', CART, { code: 'SUMMER' }),
    answer: DiscountCodeResult,
    method: 'POST',
    url: `/v2/store/demo/shopping-cart/${CART}/discounts/codes/apply`,
    body: { code: 'SUMMER' },
    auth: 'guest',
  },
  {
    name: 'resetDiscountCode',
    call: (a) => a.resetDiscountCode('demo', CART),
    answer: ShoppingCart,
    method: 'POST',
    url: `/v2/store/demo/shopping-cart/${CART}/discounts/codes/reset`,
    auth: 'guest',
  },
  // checkout
  {
    name: 'createCheckout',
    call: (a) => a.createCheckout('demo', { shopping_cart_id: CART, save_payment_method: true }),
    answer: CheckoutResult,
    method: 'POST',
    url: '/v2/store/demo/checkouts',
    body: { shopping_cart_id: CART, save_payment_method: true },
    auth: 'guest',
  },
  {
    name: 'createPaymentIntent',
    call: (a) =>
      a.createPaymentIntent('demo', { shopping_cart_id: CART, amount: 1000, currency: 'eur' }),
    answer: PaymentIntentResult,
    method: 'POST',
    url: '/v2/store/demo/create-payment-intent',
    body: { shopping_cart_id: CART, amount: 1000, currency: 'eur' },
    auth: 'guest',
  },
  {
    name: 'freeCheckout',
    call: (a) => a.freeCheckout('demo', { shopping_cart_id: CART }),
    answer: FreeCheckoutResult,
    method: 'POST',
    url: '/v2/store/demo/free_checkout',
    body: { shopping_cart_id: CART },
    auth: 'guest',
  },
  {
    name: 'getOrder',
    call: (a) => a.getOrder('demo', ORDER),
    answer: Order,
    method: 'GET',
    url: `/v2/store/demo/orders/${ORDER}`,
    auth: 'guest',
  },
  {
    name: 'getPaymentsConfig',
    call: (a) => a.getPaymentsConfig(),
    answer: PaymentsConfigResult,
    method: 'GET',
    url: '/v2/payments/config',
    auth: 'none',
  },
  // the member's account
  {
    name: 'getLottoEntries',
    call: (a) => a.getLottoEntries(),
    answer: LottoEntryList,
    method: 'GET',
    url: '/v2/member/lotto-entries',
    auth: 'user',
  },
  {
    name: 'getRenewals',
    call: (a) => a.getRenewals(),
    answer: RenewalList,
    method: 'GET',
    url: '/v2/member/renewals',
    auth: 'user',
  },
  {
    name: 'renewMemberships',
    call: (a) => a.renewMemberships({ club: 'demo', order_item_ids: [11, 12] }),
    answer: RenewalsResult,
    method: 'POST',
    url: '/v2/member/renewals',
    body: { club: 'demo', order_item_ids: [11, 12] },
    auth: 'user',
  },
  {
    name: 'getMemberOrders',
    call: (a) => a.getMemberOrders({ page: 2, per_page: 10 }),
    answer: MemberOrderList,
    method: 'GET',
    url: '/v2/member/orders?page=2&per_page=10',
    auth: 'user',
  },
  {
    name: 'getAutoRenewals',
    call: (a) => a.getAutoRenewals(),
    answer: AutoRenewalList,
    method: 'GET',
    url: '/v2/member/auto-renewals',
    auth: 'user',
  },
  {
    name: 'stopAutoRenewal',
    call: (a) => a.stopAutoRenewal(12),
    answer: AutoRenewal,
    method: 'POST',
    url: '/v2/member/auto-renewals/12/stop',
    auth: 'user',
  },
  {
    name: 'getSubscriptions',
    call: (a) => a.getSubscriptions(),
    answer: MemberSubscriptionList,
    method: 'GET',
    url: '/v2/member/subscriptions',
    auth: 'user',
  },
  {
    name: 'stopSubscription',
    call: (a) => a.stopSubscription(34),
    answer: MemberSubscription,
    method: 'POST',
    url: '/v2/member/subscriptions/34/stop',
    auth: 'user',
  },
  {
    name: 'changePassword',
    call: (a) =>
      a.changePassword({
        current_password: 'Old-Pass-1',
        password: 'New-Pass-22',
        password_confirmation: 'New-Pass-22',
      }),
    answer: MessageAnswer,
    method: 'POST',
    url: '/v2/user/password',
    body: {
      current_password: 'Old-Pass-1',
      password: 'New-Pass-22',
      password_confirmation: 'New-Pass-22',
    },
    auth: 'user',
  },
  {
    name: 'changeEmail',
    call: (a) => a.changeEmail({ current_password: 'Old-Pass-1', email: 'new@example.ie' }),
    answer: MessageAnswer,
    method: 'POST',
    url: '/v2/user/email',
    body: { current_password: 'Old-Pass-1', email: 'new@example.ie' },
    auth: 'user',
  },
  {
    name: 'confirmEmailChange',
    call: (a) => a.confirmEmailChange({ code: 'abc123' }),
    answer: MessageAnswer,
    method: 'POST',
    url: '/v2/user/email/confirm',
    body: { code: 'abc123' },
    auth: 'none',
  },
  {
    name: 'undoEmailChange',
    call: (a) => a.undoEmailChange({ code: 'abc123' }),
    answer: MessageAnswer,
    method: 'POST',
    url: '/v2/user/email/undo',
    body: { code: 'abc123' },
    auth: 'none',
  },
  {
    name: 'getFamily',
    call: (a) => a.getFamily(),
    answer: FamilyList,
    method: 'GET',
    url: '/v2/member/family',
    auth: 'user',
  },
  {
    name: 'updateJuvenile',
    call: (a) =>
      a.updateJuvenile(8, {
        first_name: 'Oisin',
        last_name: 'Murphy',
        date_of_birth: '2015-05-04',
        gender: 'Male',
      }),
    answer: FamilyMember,
    method: 'PATCH',
    url: '/v2/member/family/8',
    body: { first_name: 'Oisin', last_name: 'Murphy', date_of_birth: '2015-05-04', gender: 'Male' },
    auth: 'user',
  },
  {
    name: 'sendClaimLink',
    call: (a) => a.sendClaimLink(9),
    answer: FamilyMember,
    method: 'POST',
    url: '/v2/member/family/9/claim-link',
    auth: 'user',
  },
  // payment methods and arrears
  {
    name: 'getPaymentMethods',
    call: (a) => a.getPaymentMethods(),
    answer: PaymentMethodList,
    method: 'GET',
    url: '/v2/member/payment-methods?per_page=10&page=1',
    auth: 'user',
  },
  {
    name: 'createPaymentMethod',
    call: (a) => a.createPaymentMethod({ payment_method: 'ctoken_123456' }),
    answer: PaymentMethod,
    method: 'POST',
    url: '/v2/member/payment-methods/create',
    body: { payment_method: 'ctoken_123456' },
    auth: 'user',
  },
  {
    name: 'updatePaymentMethod',
    call: (a) => a.updatePaymentMethod(3, { is_default: true }),
    answer: PaymentMethod,
    method: 'PATCH',
    url: '/v2/member/payment-methods/3',
    body: { is_default: true },
    auth: 'user',
  },
  {
    name: 'deletePaymentMethod',
    call: (a) => a.deletePaymentMethod(3),
    answer: null,
    method: 'DELETE',
    url: '/v2/member/payment-methods/3',
    auth: 'user',
  },
  {
    name: 'createSetupIntent',
    call: (a) => a.createSetupIntent(),
    answer: SetupIntentResult,
    method: 'GET',
    url: '/v2/member/create-payment-intent',
    auth: 'user',
  },
  {
    name: 'hasFailedPayments',
    call: (a) => a.hasFailedPayments(),
    answer: FailedPaymentsResult,
    method: 'GET',
    url: '/v2/member/has-failed-payments',
    auth: 'user',
  },
  {
    name: 'getArrearsOrders',
    call: (a) => a.getArrearsOrders(),
    answer: ArrearsOrderList,
    method: 'GET',
    url: '/v2/member/arrears/orders',
    auth: 'user',
  },
  {
    name: 'payArrears',
    call: (a) => a.payArrears({ order_ids: [ORDER], payment_method_id: 3 }),
    answer: ArrearsPayResult,
    method: 'POST',
    url: '/v2/member/arrears/pay',
    body: { order_ids: [ORDER], payment_method_id: 3 },
    auth: 'user',
  },
  // back-office
  {
    name: 'getDistributionLists',
    call: (a) => a.getDistributionLists({ per_page: 10, page: 1, email_status: 'active' }),
    answer: DistributionListPage,
    method: 'GET',
    url: '/v2/backoffice/emails/distribution-lists?per_page=10&page=1&email_status=active',
    auth: 'user',
  },
  {
    name: 'getDistributionList',
    call: (a) => a.getDistributionList(4),
    answer: DistributionList,
    method: 'GET',
    url: '/v2/backoffice/emails/distribution-lists/4',
    auth: 'user',
  },
  {
    name: 'createDistributionList',
    call: (a) =>
      a.createDistributionList(
        { name: 'Renewals', template_id: 2, audience: 'all_members', frequency: 'monthly' },
        { account_id: 1 },
      ),
    answer: DistributionList,
    method: 'POST',
    url: '/v2/backoffice/emails/distribution-lists/create?account_id=1',
    body: { name: 'Renewals', template_id: 2, audience: 'all_members', frequency: 'monthly' },
    auth: 'user',
  },
  {
    name: 'updateDistributionList',
    call: (a) => a.updateDistributionList({ email_distribution_list_id: 4, name: 'Renewals 2027' }),
    answer: DistributionList,
    method: 'PATCH',
    url: '/v2/backoffice/emails/distribution-lists/update',
    body: { email_distribution_list_id: 4, name: 'Renewals 2027' },
    auth: 'user',
  },
  {
    name: 'setDistributionListStatus',
    call: (a) =>
      a.setDistributionListStatus({ email_distribution_list_id: 4, email_status: 'inactive' }),
    answer: DistributionList,
    method: 'PATCH',
    url: '/v2/backoffice/emails/distribution-lists/deactivate',
    body: { email_distribution_list_id: 4, email_status: 'inactive' },
    auth: 'user',
  },
  {
    name: 'getEmailTemplates',
    call: (a) => a.getEmailTemplates(),
    answer: EmailTemplateList,
    method: 'GET',
    url: '/v2/backoffice/emails/distribution-lists/get-templates',
    auth: 'user',
  },
  {
    name: 'getEmailTemplate',
    call: (a) => a.getEmailTemplate(2),
    answer: EmailTemplate,
    method: 'GET',
    url: '/v2/backoffice/emails/distribution-lists/get-templates/2',
    auth: 'user',
  },
  {
    name: 'recordOptOut',
    call: (a) =>
      a.recordOptOut({
        email_distribution_list_id: 4,
        member_id: 9,
        opt_out: true,
        payment_ack: false,
      }),
    answer: BackofficeOptOutResult,
    method: 'POST',
    url: '/v2/backoffice/emails/opt-out',
    body: { email_distribution_list_id: 4, member_id: 9, opt_out: true, payment_ack: false },
    auth: 'user',
  },
  {
    name: 'rephrase',
    call: (a) =>
      a.rephrase({
        text: 'Our club dinner is on Friday night.',
        tone: 'friendly',
        language: 'english',
        module: 'email',
      }),
    answer: RephraseResult,
    method: 'POST',
    url: '/v2/backoffice/email/rephrase',
    body: {
      text: 'Our club dinner is on Friday night.',
      tone: 'friendly',
      language: 'english',
      module: 'email',
    },
    auth: 'user',
  },
  {
    name: 'sendListMessage',
    call: (a) =>
      a.sendListMessage(4, {
        subject: 'Club dinner',
        content: '<p>Friday night.</p>',
        idempotency_key: 'key-12345678',
      }),
    answer: DistributionMessage,
    method: 'POST',
    url: '/v2/backoffice/emails/distribution-lists/4/messages',
    body: {
      subject: 'Club dinner',
      content: '<p>Friday night.</p>',
      idempotency_key: 'key-12345678',
    },
    auth: 'user',
  },
  {
    name: 'getListMessages',
    call: (a) => a.getListMessages(4, { page: 2 }),
    answer: DistributionMessagePage,
    method: 'GET',
    url: '/v2/backoffice/emails/distribution-lists/4/messages?page=2',
    auth: 'user',
  },
  {
    name: 'getContactMessages',
    call: (a) => a.getContactMessages({ read_status: 'unread', search: 'pitch' }),
    answer: ContactMessagePage,
    method: 'GET',
    url: '/v2/backoffice/contact-messages?read_status=unread&search=pitch',
    auth: 'user',
  },
  {
    name: 'getContactMessage',
    call: (a) => a.getContactMessage(7),
    answer: ContactMessage,
    method: 'GET',
    url: '/v2/backoffice/contact-messages/7',
    auth: 'user',
  },
  {
    name: 'setContactMessageRead',
    call: (a) => a.setContactMessageRead(7, true),
    answer: ContactMessage,
    method: 'PATCH',
    url: '/v2/backoffice/contact-messages/7',
    body: { read: true },
    auth: 'user',
  },
  // back-office club settings
  {
    name: 'getRegistrationForms',
    call: (a) => a.getRegistrationForms({ account_id: 3 }),
    answer: RegistrationFormList,
    method: 'GET',
    url: '/v2/backoffice/registration-forms?account_id=3',
    auth: 'user',
  },
  {
    name: 'getRegistrationForm',
    call: (a) => a.getRegistrationForm(7),
    answer: RegistrationForm,
    method: 'GET',
    url: '/v2/backoffice/registration-forms/7',
    auth: 'user',
  },
  {
    name: 'saveRegistrationForm',
    call: (a) =>
      a.saveRegistrationForm(7, {
        sections: [
          {
            section_id: 1,
            label: 'About you',
            questions: [{ question_id: 2, required: false, external_url: null }],
          },
        ],
      }),
    answer: RegistrationForm,
    method: 'PUT',
    url: '/v2/backoffice/registration-forms/7',
    body: {
      sections: [
        {
          section_id: 1,
          label: 'About you',
          questions: [{ question_id: 2, required: false, external_url: null }],
        },
      ],
    },
    auth: 'user',
  },
  {
    name: 'getClubLocation',
    call: (a) => a.getClubLocation(),
    answer: ClubLocation,
    method: 'GET',
    url: '/v2/backoffice/club/location',
    auth: 'user',
  },
  {
    name: 'saveClubLocation',
    call: (a) => a.saveClubLocation({ latitude: 53.3, longitude: -8.2 }),
    answer: ClubLocation,
    method: 'PUT',
    url: '/v2/backoffice/club/location',
    body: { latitude: 53.3, longitude: -8.2 },
    auth: 'user',
  },
  {
    name: 'getClubLook',
    call: (a) => a.getClubLook(),
    answer: ClubLook,
    method: 'GET',
    url: '/v2/backoffice/club/look',
    auth: 'user',
  },
  {
    name: 'saveClubLook',
    call: (a) => a.saveClubLook(LOOK_BODY),
    answer: ClubLook,
    method: 'PUT',
    url: '/v2/backoffice/club/look',
    body: LOOK_BODY,
    auth: 'user',
  },
  {
    name: 'getClubBrand',
    call: (a) => a.getClubBrand(),
    answer: ClubBrandSettings,
    method: 'GET',
    url: '/v2/backoffice/club/brand',
    auth: 'user',
  },
  {
    name: 'saveClubBrand',
    call: (a) => a.saveClubBrand(BRAND_BODY),
    answer: ClubBrandSettings,
    method: 'PUT',
    url: '/v2/backoffice/club/brand',
    body: BRAND_BODY,
    auth: 'user',
  },
  {
    name: 'getClubMenu',
    call: (a) => a.getClubMenu(),
    answer: ClubMenu,
    method: 'GET',
    url: '/v2/backoffice/club/menu',
    auth: 'user',
  },
  {
    name: 'saveClubMenu',
    call: (a) => a.saveClubMenu(MENU_BODY),
    answer: ClubMenu,
    method: 'PUT',
    url: '/v2/backoffice/club/menu',
    body: MENU_BODY,
    auth: 'user',
  },
  {
    name: 'getClubChanges',
    call: (a) => a.getClubChanges(),
    answer: ClubChangeList,
    method: 'GET',
    url: '/v2/backoffice/club/changes',
    auth: 'user',
  },
  {
    name: 'getClubSponsors',
    call: (a) => a.getClubSponsors(),
    answer: BackofficeSponsorList,
    method: 'GET',
    url: '/v2/backoffice/club/sponsors',
    auth: 'user',
  },
  {
    name: 'addClubSponsor',
    call: (a) => a.addClubSponsor({ name: 'Glenarden Motors', link: null, featured: true }),
    answer: BackofficeSponsor,
    method: 'POST',
    url: '/v2/backoffice/club/sponsors',
    body: { name: 'Glenarden Motors', link: null, featured: true },
    auth: 'user',
  },
  {
    name: 'saveClubSponsor',
    call: (a) => a.saveClubSponsor(7, { name: 'Glenarden Motor Group' }),
    answer: BackofficeSponsor,
    method: 'PUT',
    url: '/v2/backoffice/club/sponsors/7',
    body: { name: 'Glenarden Motor Group' },
    auth: 'user',
  },
  {
    name: 'removeClubSponsor',
    call: (a) => a.removeClubSponsor(7),
    answer: BackofficeSponsorList,
    method: 'DELETE',
    url: '/v2/backoffice/club/sponsors/7',
    auth: 'user',
  },
  {
    name: 'orderClubSponsors',
    call: (a) => a.orderClubSponsors({ ids: [3, 1, 2] }),
    answer: BackofficeSponsorList,
    method: 'PUT',
    url: '/v2/backoffice/club/sponsors/order',
    body: { ids: [3, 1, 2] },
    auth: 'user',
  },
  {
    name: 'geocodeAddress',
    call: (a) => a.geocodeAddress('Glenarden Road, Ballinasloe'),
    answer: GeocodeResult,
    method: 'GET',
    url: '/v2/backoffice/club/geocode?q=Glenarden+Road%2C+Ballinasloe',
    auth: 'user',
  },
];

function clientWith(answer: unknown, tokens: TokenSource) {
  const server = fakeFetch(answer);
  return { server, api: createApiClient(config, { fetch: server.fetch, tokens }) };
}

const guestOnly: TokenSource = { access: () => undefined, guest: () => 'guest-1' };
const signedIn: TokenSource = { access: () => 'session-1', guest: () => undefined };

describe.each(cases)('$name', ({ call, answer, method, url, body, auth }) => {
  const sample = answer ? sampleAnswer(answer) : null;

  it(`${method} ${String(url)} with the contract's answer`, async () => {
    const { server, api } = clientWith(sample, signedIn);
    const result = await call(api);
    if (answer) expect(result).toEqual(sample);
    const request = server.last();
    expect(request.method).toBe(method);
    const path = request.url.replace('http://localhost:3333', '');
    if (typeof url === 'string') expect(path).toBe(url);
    else expect(path).toMatch(url);
    if (body !== undefined) expect(request.body).toEqual(body);
    expect(request.headers['Authorization']).toBe(auth === 'none' ? undefined : 'Bearer session-1');
  });

  it(`sends a guest's token only on guest calls (${auth})`, async () => {
    const { server, api } = clientWith(sample, guestOnly);
    await call(api);
    const headers = server.last().headers;
    expect(headers['Authorization']).toBe(auth === 'guest' ? 'Bearer guest-1' : undefined);
    expect(headers['X-Use-Guest-Auth']).toBe(auth === 'guest' ? 'true' : undefined);
  });

  if (answer) {
    it('refuses an answer that breaks the contract', async () => {
      const { api } = clientWith({ unexpected: true }, signedIn);
      await expect(call(api)).rejects.toBeInstanceOf(ContractError);
    });
  }
});

it('covers every call of the client', () => {
  const api = createApiClient(config, { fetch: fakeFetch().fetch });
  const tested = new Set<string>([
    ...cases.map((c) => c.name),
    'requestToken',
    'ssoLoginUrl',
    'downloadOrderPdf',
    'uploadImage',
  ]);
  expect(Object.keys(api).filter((name) => !tested.has(name))).toEqual([]);
});

describe('calls with their own shape', () => {
  it('encodes the club slug and ids into paths', async () => {
    const { server, api } = clientWith(sampleAnswer(Article), signedIn);
    await api.getArticle('a b', 'news/2026');
    expect(server.last().url).toBe('http://localhost:3333/v2/store/a%20b/articles/news%2F2026');
  });

  it('form-encodes the token request on the governing-body host', async () => {
    const { server, api } = clientWith(sampleAnswer(TokenResponse), signedIn);
    await api.signIn(
      { username: 'xgb@demo.touchline.test', password: 'pw', xgb: true },
      { formEncoded: true },
    );
    const form = server.last().body as URLSearchParams;
    expect(form).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'password',
      username: 'xgb@demo.touchline.test',
      password: 'pw',
      xgb_user: 'true',
    });
  });

  it('builds the single sign-on address for a browser redirect', () => {
    const api = createApiClient(config, { fetch: fakeFetch().fetch });
    expect(api.ssoLoginUrl({ club: 'quiet', return_to: 'http://quiet.localhost:4200/' })).toBe(
      'http://localhost:3333/v2/sso/login?club=quiet&return_to=http%3A%2F%2Fquiet.localhost%3A4200%2F',
    );
  });

  it("downloads the order's PDF as a Blob in the browser's time zone, as a guest may", async () => {
    const pdf = new Blob(['%PDF-1.7 receipt'], { type: 'application/pdf' });
    const { server, api } = clientWith(pdf, guestOnly);
    const file = await api.downloadOrderPdf('demo', ORDER, { timezone: 'Europe/Dublin' });
    expect(await file.text()).toBe('%PDF-1.7 receipt');
    expect(server.last().url).toBe(
      `http://localhost:3333/v2/store/demo/orders/${ORDER}/download?timezone=Europe%2FDublin`,
    );
    expect(server.last().headers['X-Use-Guest-Auth']).toBe('true');
  });

  it('sends the idempotency key of an order creation as a header', async () => {
    const { server, api } = clientWith(sampleAnswer(CheckoutResult), signedIn);
    await api.createCheckout(
      'demo',
      { shopping_cart_id: CART },
      { idempotencyKey: 'checkout-1a2b3c4d' },
    );
    expect(server.last().headers['Idempotency-Key']).toBe('checkout-1a2b3c4d');
    await api.freeCheckout('demo', { shopping_cart_id: CART }, { idempotencyKey: 'free-5e6f7a8b' });
    expect(server.last().headers['Idempotency-Key']).toBe('free-5e6f7a8b');
    await api.freeCheckout('demo', { shopping_cart_id: CART });
    expect(server.last().headers['Idempotency-Key']).toBeUndefined();
  });

  it('uploads an image as multipart form data under "image", or the configured field', async () => {
    const { server, api } = clientWith(sampleAnswer(ImageUploadResult), signedIn);
    const image = new Blob(['png'], { type: 'image/png' });
    await api.uploadImage(image, { type: 'news', fileName: 'crest.png' });
    const form = server.last().body as FormData;
    expect(server.last().url).toBe('http://localhost:3333/v2/backoffice/images');
    expect(form.get('type')).toBe('news');
    expect((form.get('image') as File).name).toBe('crest.png');

    await api.uploadImage(image, { fieldName: 'file', path: '/backoffice/news/images' });
    expect(server.last().url).toBe('http://localhost:3333/v2/backoffice/news/images');
    expect((server.last().body as FormData).get('file')).toBeInstanceOf(Blob);
  });
});
