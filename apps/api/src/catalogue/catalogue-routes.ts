import { fail } from '../errors/domain-error';
import {
  ClubParams,
  CurrentPromotion,
  PlanDiscountList,
  Product,
  ProductList,
  ProductParams,
  ProductsQuery,
  ProgramList,
  ProgramsQuery,
  ShopItemPage,
  ShopItemsQuery,
  ShopItemTypeList,
  type Program,
} from '@touchline/contracts';
import type { ApiInstance } from '../http/api-instance';
import { toPublicUrl } from '../clubs/club-routes';
import type { AreaOptions } from '../http/area-options';
import {
  createCatalogueContext,
  ERROR_RESPONSES,
  type CatalogueContext,
} from './catalogue-context';
import {
  activePlanDiscounts,
  currentPromotion,
  listPrograms,
  shopItemTypes,
} from './catalogue-repository';
import { formRoutes } from './form-routes';
import { lotteryRoutes } from './lottery-routes';
import { todayUtc } from '../pricing/pricing';
import { named } from '../http/plugin-name';

/**
 * Routes of the catalogue area: programmes, products, plan discounts, promotions, the shop,
 * registration forms and their initial answers, available memberships, lottery quick picks.
 */
export async function catalogueRoutes(app: ApiInstance, options: AreaOptions): Promise<void> {
  const context = createCatalogueContext(options);
  programRoutes(app, context);
  productRoutes(app, context);
  shopRoutes(app, context);
  await app.register(named(formRoutes), context);
  lotteryRoutes(app, context);
}

function programRoutes(app: ApiInstance, { db }: CatalogueContext) {
  app.get(
    '/v2/store/:club/programs',
    {
      schema: {
        params: ClubParams,
        querystring: ProgramsQuery,
        response: { 200: ProgramList, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const club = request.club;
      const { status = 'not-finished', page = 1, per_page: perPage = 10 } = request.query;
      const { rows, total } = await listPrograms(
        db,
        club.accountId,
        { status, today: todayUtc() },
        { limit: perPage, offset: (page - 1) * perPage },
      );
      const data = rows.map(({ finished: isFinished, ...row }): Program => ({
        ...row,
        status: isFinished ? 'finished' : 'active',
      }));
      return { data, current_page: page, per_page: perPage, total };
    },
  );
}

function productRoutes(app: ApiInstance, context: CatalogueContext) {
  const { db, config, products } = context;

  app.get(
    '/v2/store/:club/products',
    {
      schema: {
        params: ClubParams,
        querystring: ProductsQuery,
        response: { 200: ProductList, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const club = request.club;
      const { page = 1, per_page: perPage = 100 } = request.query;
      const result = await products.list({
        accountId: club.accountId,
        types: request.query['type[]'],
        programIds: request.query['program_id[]'],
        page,
        perPage,
      });
      return { data: result.products, current_page: page, per_page: perPage, total: result.total };
    },
  );

  app.get(
    '/v2/store/:club/products/plans/discounts',
    { schema: { params: ClubParams, response: { 200: PlanDiscountList, ...ERROR_RESPONSES } } },
    async (request) => {
      const club = request.club;
      const data = await activePlanDiscounts(db, club.accountId);
      return { data };
    },
  );

  app.get(
    '/v2/store/:club/products/:product',
    { schema: { params: ProductParams, response: { 200: Product, ...ERROR_RESPONSES } } },
    async (request) => {
      const club = request.club;
      const product = await products.find(club.accountId, request.params.product);
      if (!product) throw fail('product_not_found');
      return product;
    },
  );

  app.get(
    '/v2/store/:club/promotions/current',
    { schema: { params: ClubParams, response: { 200: CurrentPromotion, ...ERROR_RESPONSES } } },
    async (request) => {
      const club = request.club;
      const row = await currentPromotion(db, club.accountId);
      if (!row) return { data: null };
      const image = toPublicUrl(row.image_path, config.publicUrl);
      return {
        data: {
          product_id: row.product_id,
          product_slug: row.slug,
          product_type: row.type,
          description: row.description,
          image: image === null ? null : { path: image },
        },
      };
    },
  );
}

function shopRoutes(app: ApiInstance, { db, products }: CatalogueContext) {
  app.get(
    '/v2/store/:club/shop-items',
    {
      schema: {
        params: ClubParams,
        querystring: ShopItemsQuery,
        response: { 200: ShopItemPage, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const club = request.club;
      const { page = 1, per_page: perPage = 10, search } = request.query;
      const result = await products.list({
        accountId: club.accountId,
        types: ['ShopItem'],
        shopItemTypeId: request.query.type_id,
        search: search?.trim() || undefined,
        sort: request.query.sort,
        direction: request.query.sort_direction,
        page,
        perPage,
      });
      return { data: result.products, current_page: page, per_page: perPage, total: result.total };
    },
  );

  app.get(
    '/v2/store/:club/shop-items/types',
    { schema: { params: ClubParams, response: { 200: ShopItemTypeList, ...ERROR_RESPONSES } } },
    async (request) => {
      const club = request.club;
      const data = await shopItemTypes(db, club.accountId);
      return { data };
    },
  );

  app.get(
    '/v2/store/:club/shop-items/:product',
    { schema: { params: ProductParams, response: { 200: Product, ...ERROR_RESPONSES } } },
    async (request) => {
      const club = request.club;
      const product = await products.find(club.accountId, request.params.product, 'ShopItem');
      if (!product) throw fail('product_not_found');
      return product;
    },
  );
}
