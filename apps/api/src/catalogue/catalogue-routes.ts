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
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { toPublicUrl } from '../clubs/club-routes';
import type { AreaOptions } from '../http/area-options';
import {
  createCatalogueContext,
  ERROR_RESPONSES,
  type CatalogueContext,
} from './catalogue-context';
import { formRoutes } from './form-routes';
import { lotteryRoutes } from './lottery-routes';
import { todayUtc } from './payment-schedule';

/**
 * Routes of the catalogue area: programmes, products, plan discounts, promotions, the shop,
 * registration forms and their initial answers, available memberships, lottery quick picks.
 */
export async function catalogueRoutes(app: FastifyInstance, options: AreaOptions): Promise<void> {
  const context = createCatalogueContext(options);
  programRoutes(app, context);
  productRoutes(app, context);
  shopRoutes(app, context);
  await app.register(formRoutes, context);
  lotteryRoutes(app, context);
}

function programRoutes(app: FastifyInstance, { db }: CatalogueContext) {
  app.get<{ Params: ClubParams; Querystring: ProgramsQuery }>(
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
      const today = sql<Date>`${todayUtc()}::date`;
      const finished = sql<boolean>`(status = 'finished' or coalesce(ends_on < ${today}, false))`;
      let query = db.selectFrom('programs').where('account_id', '=', club.accountId);
      if (status === 'not-finished') query = query.where(sql<boolean>`not ${finished}`);
      if (status === 'finished') query = query.where(finished);
      const [rows, count] = await Promise.all([
        query
          .select([
            'program_id',
            'title',
            'description',
            finished.as('finished'),
            sql<string | null>`to_char(starts_on, 'YYYY-MM-DD')`.as('starts_on'),
            sql<string | null>`to_char(ends_on, 'YYYY-MM-DD')`.as('ends_on'),
          ])
          .orderBy('position')
          .orderBy('program_id')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      const data = rows.map(({ finished: isFinished, ...row }): Program => ({
        ...row,
        status: isFinished ? 'finished' : 'active',
      }));
      return { data, current_page: page, per_page: perPage, total: Number(count.total) };
    },
  );
}

function productRoutes(app: FastifyInstance, context: CatalogueContext) {
  const { db, config, products } = context;

  app.get<{ Params: ClubParams; Querystring: ProductsQuery }>(
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

  app.get<{ Params: ClubParams }>(
    '/v2/store/:club/products/plans/discounts',
    { schema: { params: ClubParams, response: { 200: PlanDiscountList, ...ERROR_RESPONSES } } },
    async (request) => {
      const club = request.club;
      const data = await db
        .selectFrom('plan_discounts')
        .select(['discount_id', 'name', 'type', 'plans', 'offerings'])
        .where('account_id', '=', club.accountId)
        .where('active', '=', true)
        .orderBy('discount_id')
        .execute();
      return { data };
    },
  );

  app.get<{ Params: ProductParams }>(
    '/v2/store/:club/products/:product',
    { schema: { params: ProductParams, response: { 200: Product, ...ERROR_RESPONSES } } },
    async (request) => {
      const club = request.club;
      const product = await products.find(club.accountId, request.params.product);
      if (!product) throw fail('product_not_found');
      return product;
    },
  );

  app.get<{ Params: ClubParams }>(
    '/v2/store/:club/promotions/current',
    { schema: { params: ClubParams, response: { 200: CurrentPromotion, ...ERROR_RESPONSES } } },
    async (request) => {
      const club = request.club;
      const row = await db
        .selectFrom('promotions as r')
        .innerJoin('products as p', 'p.product_id', 'r.product_id')
        .select(['r.product_id', 'p.slug', 'p.type', 'r.description', 'r.image_path'])
        .where('r.account_id', '=', club.accountId)
        .where('r.active', '=', true)
        .where('p.active', '=', true)
        .where('r.starts_at', '<=', sql<Date>`now()`)
        .where((eb) => eb.or([eb('r.ends_at', 'is', null), eb('r.ends_at', '>', sql<Date>`now()`)]))
        .orderBy('r.starts_at', 'desc')
        .orderBy('r.promotion_id', 'desc')
        .executeTakeFirst();
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

function shopRoutes(app: FastifyInstance, { db, products }: CatalogueContext) {
  app.get<{ Params: ClubParams; Querystring: ShopItemsQuery }>(
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

  app.get<{ Params: ClubParams }>(
    '/v2/store/:club/shop-items/types',
    { schema: { params: ClubParams, response: { 200: ShopItemTypeList, ...ERROR_RESPONSES } } },
    async (request) => {
      const club = request.club;
      const data = await db
        .selectFrom('shop_item_types')
        .select(['shop_item_type_id', 'name'])
        .where('account_id', '=', club.accountId)
        .orderBy('position')
        .orderBy('name')
        .execute();
      return { data };
    },
  );

  app.get<{ Params: ProductParams }>(
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
