import type {
  AvailableMembershipList,
  AvailableMembershipsQuery,
  CurrentPromotion,
  FormAnswers,
  InitialAnswersQuery,
  PlanDiscountList,
  PlanForms,
  Product,
  ProductList,
  ProductsQuery,
  ProgramList,
  ProgramsQuery,
  QuickPick,
  QuickPickQuery,
  ShopItemPage,
  ShopItemsQuery,
  ShopItemTypeList,
} from '@touchline/contracts';
import type { CallOptions, Http } from '../http';
import { segment, storePath } from './paths';

const checks = () => import('../generated/catalogue-validators');
// The product pages' first answers: modules of their own, so no page loads the whole
// catalogue's validators.
const productCheck = () => import('../generated/product-validators');
const planChecks = () => import('../generated/membership-plans-validators');
const shopChecks = () => import('../generated/shop-validators');

/** What the membership purchase asks for: open programmes, 1000 a page. */
export const OPEN_PROGRAMS_QUERY: ProgramsQuery = {
  status: 'not-finished',
  per_page: 1000,
  page: 1,
};

/** Programmes, products, plan discounts and forms, promotions, the shop and lotto quick pick. */
export function createCatalogueCalls(http: Http) {
  return {
    /** `GET /store/{club}/programs?status=not-finished&per_page=1000&page=1` */
    getPrograms: (
      club: string,
      query: ProgramsQuery = OPEN_PROGRAMS_QUERY,
      { signal }: CallOptions = {},
    ) =>
      http<ProgramList>(`${storePath(club)}/programs`, {
        query,
        signal,
        auth: 'none',
        check: { lazy: () => planChecks().then((m) => m.validateProgramList) },
      }),

    /** `GET /store/{club}/products?type[]=Plan&type[]=Bundle&program_id[]=` */
    getProducts: (club: string, query: ProductsQuery = {}, { signal }: CallOptions = {}) =>
      http<ProductList>(`${storePath(club)}/products`, {
        query,
        signal,
        auth: 'none',
        check: { lazy: () => planChecks().then((m) => m.validateProductList) },
      }),

    /** `GET /store/{club}/products/{id or slug}` */
    getProduct: (club: string, product: string | number, { signal }: CallOptions = {}) =>
      http<Product>(`${storePath(club)}/products/${segment(product)}`, {
        signal,
        auth: 'none',
        check: { lazy: () => productCheck().then((m) => m.validateProduct) },
      }),

    /** `GET /store/{club}/products/plans/discounts` */
    getPlanDiscounts: (club: string, { signal }: CallOptions = {}) =>
      http<PlanDiscountList>(`${storePath(club)}/products/plans/discounts`, {
        signal,
        auth: 'none',
        check: { lazy: () => planChecks().then((m) => m.validatePlanDiscountList) },
      }),

    /** `GET /store/{club}/products/plans/{id}/form`: the member's and the guardian's form. */
    getPlanForms: (club: string, planId: number, { signal }: CallOptions = {}) =>
      http<PlanForms>(`${storePath(club)}/products/plans/${segment(planId)}/form`, {
        signal,
        auth: 'none',
        check: { lazy: () => checks().then((m) => m.validatePlanForms) },
      }),

    /** `GET /store/{club}/products/plans/{id}/form/initial-answers?juvenile_id= | member_id=&form_type=` */
    getPlanFormInitialAnswers: (
      club: string,
      planId: number,
      query: InitialAnswersQuery = {},
      { signal }: CallOptions = {},
    ) =>
      http<FormAnswers>(
        `${storePath(club)}/products/plans/${segment(planId)}/form/initial-answers`,
        {
          query,
          signal,
          check: { lazy: () => checks().then((m) => m.validateFormAnswers) },
        },
      ),

    /** `GET /store/{club}/promotions/current` */
    getCurrentPromotion: (club: string, { signal }: CallOptions = {}) =>
      http<CurrentPromotion>(`${storePath(club)}/promotions/current`, {
        signal,
        auth: 'none',
        check: { lazy: () => checks().then((m) => m.validateCurrentPromotion) },
      }),

    /** `GET /store/{club}/shop-items?type_id=&search=&sort=&sort_direction=&per_page=&page=` */
    getShopItems: (club: string, query: ShopItemsQuery = {}, { signal }: CallOptions = {}) =>
      http<ShopItemPage>(`${storePath(club)}/shop-items`, {
        query,
        signal,
        auth: 'none',
        check: { lazy: () => shopChecks().then((m) => m.validateShopItemPage) },
      }),

    /** `GET /store/{club}/shop-items/{id}` */
    getShopItem: (club: string, id: number, { signal }: CallOptions = {}) =>
      http<Product>(`${storePath(club)}/shop-items/${segment(id)}`, {
        signal,
        auth: 'none',
        check: { lazy: () => productCheck().then((m) => m.validateProduct) },
      }),

    /** `GET /store/{club}/shop-items/types` */
    getShopItemTypes: (club: string, { signal }: CallOptions = {}) =>
      http<ShopItemTypeList>(`${storePath(club)}/shop-items/types`, {
        signal,
        auth: 'none',
        check: { lazy: () => shopChecks().then((m) => m.validateShopItemTypeList) },
      }),

    /** `GET /store/{club}/lottery/draws/{id}/quick_pick?lines=` */
    getQuickPick: (
      club: string,
      drawId: number,
      query: QuickPickQuery = {},
      { signal }: CallOptions = {},
    ) =>
      http<QuickPick>(`${storePath(club)}/lottery/draws/${segment(drawId)}/quick_pick`, {
        query,
        signal,
        auth: 'none',
        check: { lazy: () => checks().then((m) => m.validateQuickPick) },
      }),

    /** `GET /store/{club}/memberships/available?type=`: the people the user may buy a plan for. */
    getAvailableMemberships: (
      club: string,
      query: AvailableMembershipsQuery,
      { signal }: CallOptions = {},
    ) =>
      http<AvailableMembershipList>(`${storePath(club)}/memberships/available`, {
        query,
        signal,
        check: { lazy: () => checks().then((m) => m.validateAvailableMembershipList) },
      }),
  };
}

export type CatalogueCalls = ReturnType<typeof createCatalogueCalls>;
