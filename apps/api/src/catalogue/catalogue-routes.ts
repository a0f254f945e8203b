import { randomInt } from 'node:crypto';
import {
  ClubParams,
  ClubSlug,
  CurrentPromotion,
  ErrorBody,
  PlanDiscountList,
  PlanForms,
  Product,
  ProductList,
  ProductType,
  ProgramList,
  QuickPick,
  ShopItemPage,
  ShopItemType,
  type RegistrationForm,
} from '@touchline/contracts';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { createClubLookup } from '../clubs/club-lookup';
import { toPublicUrl } from '../clubs/club-routes';
import type { AreaOptions } from '../http/area-options';
import { findProduct, listProducts } from './product-repository';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const IdList = Type.Array(Id, { maxItems: 50 });
const Paging = {
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1000 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
};

const ProgramsQuery = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal('not-finished'), Type.Literal('all')])),
  ...Paging,
});
const ProductsQuery = Type.Object({
  'type[]': Type.Optional(Type.Array(ProductType, { maxItems: 6 })),
  'program_id[]': Type.Optional(IdList),
});
const ProductParams = Type.Object({
  club: ClubSlug,
  product: Type.String({ pattern: '^[a-z0-9-]{1,120}$' }),
});
const PlanParams = Type.Object({ club: ClubSlug, id: Id });
const ShopItemsQuery = Type.Object({
  type_id: Type.Optional(Id),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 12 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
});

const CLUB_NOT_FOUND = { message: 'Club not found' };
const PRODUCT_NOT_FOUND = { message: 'Product not found' };

/** Routes of the catalogue area: programmes, products, plan discounts, forms, promotions, shop, quick pick. */
export async function catalogueRoutes(app: FastifyInstance, options: AreaOptions): Promise<void> {
  const { db, config } = options;
  const clubs = createClubLookup(db, config.clubCacheTtlMs);
  const clubOr404 = async (slug: string, reply: FastifyReply) => {
    const club = await clubs.find(slug);
    if (!club) await reply.code(404).send(CLUB_NOT_FOUND);
    return club;
  };
  const errors = { 400: ErrorBody, 404: ErrorBody };

  app.get<{ Params: ClubParams; Querystring: Static<typeof ProgramsQuery> }>(
    '/v2/store/:club/programs',
    {
      schema: {
        params: ClubParams,
        querystring: ProgramsQuery,
        response: { 200: ProgramList, ...errors },
      },
    },
    async (request, reply) => {
      const club = await clubOr404(request.params.club, reply);
      if (!club) return reply;
      const { status = 'not-finished', page = 1, per_page: perPage = 1000 } = request.query;
      let query = db.selectFrom('programs').where('account_id', '=', club.accountId);
      if (status === 'not-finished') query = query.where('status', '=', 'active');
      const [rows, count] = await Promise.all([
        query
          .select(['program_id', 'title', 'description', 'status'])
          .orderBy('position')
          .orderBy('program_id')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { data: rows, total: Number(count.total) };
    },
  );

  app.get<{ Params: ClubParams; Querystring: Static<typeof ProductsQuery> }>(
    '/v2/store/:club/products',
    {
      schema: {
        params: ClubParams,
        querystring: ProductsQuery,
        response: { 200: ProductList, ...errors },
      },
    },
    async (request, reply) => {
      const club = await clubOr404(request.params.club, reply);
      if (!club) return reply;
      const { products } = await listProducts(db, {
        accountId: club.accountId,
        types: request.query['type[]'],
        programIds: request.query['program_id[]'],
      });
      return { data: products };
    },
  );

  app.get<{ Params: ClubParams }>(
    '/v2/store/:club/products/plans/discounts',
    { schema: { params: ClubParams, response: { 200: PlanDiscountList, ...errors } } },
    async (request, reply) => {
      const club = await clubOr404(request.params.club, reply);
      if (!club) return reply;
      const rows = await db
        .selectFrom('plan_discounts')
        .select(['discount_id', 'name', 'type', 'plans', 'offerings'])
        .where('account_id', '=', club.accountId)
        .where('active', '=', true)
        .orderBy('discount_id')
        .execute();
      return { data: rows };
    },
  );

  app.get<{ Params: Static<typeof PlanParams> }>(
    '/v2/store/:club/products/plans/:id/form',
    { schema: { params: PlanParams, response: { 200: PlanForms, ...errors } } },
    async (request, reply) => {
      const club = await clubOr404(request.params.club, reply);
      if (!club) return reply;
      const plan = await db
        .selectFrom('products')
        .select('product_id')
        .where('account_id', '=', club.accountId)
        .where('product_id', '=', request.params.id)
        .where('type', '=', 'Plan')
        .executeTakeFirst();
      if (!plan) return reply.code(404).send(PRODUCT_NOT_FOUND);
      const forms = await db
        .selectFrom('registration_forms')
        .selectAll()
        .where('account_id', '=', club.accountId)
        .where(sql<boolean>`plan_ids @> ${JSON.stringify([plan.product_id])}::jsonb`)
        .execute();
      const formOf = (type: 'member' | 'guardian'): RegistrationForm | null => {
        const row = forms.find((form) => form.form_type === type);
        if (!row) return null;
        const definition = (
          typeof row.definition === 'string' ? JSON.parse(row.definition) : row.definition
        ) as {
          sections: RegistrationForm['sections'];
        };
        return {
          registration_form_id: row.registration_form_id,
          form_type: type,
          sections: definition.sections,
        };
      };
      return { member: formOf('member'), guardian: formOf('guardian') };
    },
  );

  app.get<{ Params: Static<typeof ProductParams> }>(
    '/v2/store/:club/products/:product',
    { schema: { params: ProductParams, response: { 200: Product, ...errors } } },
    async (request, reply) => {
      const club = await clubOr404(request.params.club, reply);
      if (!club) return reply;
      const product = await findProduct(db, club.accountId, request.params.product);
      if (!product) return reply.code(404).send(PRODUCT_NOT_FOUND);
      return product;
    },
  );

  app.get<{ Params: ClubParams }>(
    '/v2/store/:club/promotions/current',
    { schema: { params: ClubParams, response: { 200: CurrentPromotion, ...errors } } },
    async (request, reply) => {
      const club = await clubOr404(request.params.club, reply);
      if (!club) return reply;
      const row = await db
        .selectFrom('promotions')
        .innerJoin('products', 'products.product_id', 'promotions.product_id')
        .select([
          'promotions.product_id',
          'products.slug',
          'products.type',
          'promotions.description',
          'promotions.image_path',
        ])
        .where('promotions.account_id', '=', club.accountId)
        .where('products.active', '=', true)
        .where('promotions.starts_at', '<=', sql<Date>`now()`)
        .where((eb) =>
          eb.or([
            eb('promotions.ends_at', 'is', null),
            eb('promotions.ends_at', '>', sql<Date>`now()`),
          ]),
        )
        .orderBy('promotions.starts_at', 'desc')
        .executeTakeFirst();
      return {
        data: row
          ? {
              product_id: row.product_id,
              product_slug: row.slug,
              product_type: row.type,
              description: row.description,
              image: row.image_path
                ? { path: toPublicUrl(row.image_path, config.publicUrl) ?? row.image_path }
                : null,
            }
          : null,
      };
    },
  );

  app.get<{ Params: ClubParams; Querystring: Static<typeof ShopItemsQuery> }>(
    '/v2/store/:club/shop-items',
    {
      schema: {
        params: ClubParams,
        querystring: ShopItemsQuery,
        response: { 200: ShopItemPage, ...errors },
      },
    },
    async (request, reply) => {
      const club = await clubOr404(request.params.club, reply);
      if (!club) return reply;
      const { page = 1, per_page: perPage = 12, type_id: typeId } = request.query;
      const { products, total } = await listProducts(db, {
        accountId: club.accountId,
        types: ['ShopItem'],
        shopItemTypeId: typeId,
        page,
        perPage,
      });
      return { data: products, total };
    },
  );

  app.get<{ Params: ClubParams }>(
    '/v2/store/:club/shop-items/types',
    { schema: { params: ClubParams, response: { 200: Type.Array(ShopItemType), ...errors } } },
    async (request, reply) => {
      const club = await clubOr404(request.params.club, reply);
      if (!club) return reply;
      return db
        .selectFrom('shop_item_types')
        .select(['shop_item_type_id', 'name'])
        .where('account_id', '=', club.accountId)
        .orderBy('name')
        .execute();
    },
  );

  app.get<{ Params: Static<typeof PlanParams> }>(
    '/v2/store/:club/shop-items/:id',
    { schema: { params: PlanParams, response: { 200: Product, ...errors } } },
    async (request, reply) => {
      const club = await clubOr404(request.params.club, reply);
      if (!club) return reply;
      const product = await findProduct(db, club.accountId, String(request.params.id));
      if (!product || product.type !== 'ShopItem') return reply.code(404).send(PRODUCT_NOT_FOUND);
      return product;
    },
  );

  app.get<{ Params: Static<typeof PlanParams> }>(
    '/v2/store/:club/lottery/draws/:id/quick_pick',
    { schema: { params: PlanParams, response: { 200: QuickPick, 403: ErrorBody, ...errors } } },
    async (request, reply) => {
      const club = await clubOr404(request.params.club, reply);
      if (!club) return reply;
      if (!club.features.can_quick_pick) {
        return reply.code(403).send({ message: 'Quick pick is not available for this club' });
      }
      const lotto = await db
        .selectFrom('products')
        .select('metadata')
        .where('account_id', '=', club.accountId)
        .where('type', '=', 'Lotto')
        .where(sql<boolean>`(metadata->>'draw_id')::int = ${request.params.id}`)
        .executeTakeFirst();
      if (!lotto) return reply.code(404).send({ message: 'Draw not found' });
      const rules = (
        typeof lotto.metadata === 'string' ? JSON.parse(lotto.metadata) : lotto.metadata
      ) as {
        numbers_count?: number;
        max_number?: number;
      };
      const count = rules.numbers_count ?? 4;
      const max = rules.max_number ?? 28;
      const numbers = new Set<number>();
      while (numbers.size < Math.min(count, max)) numbers.add(randomInt(1, max + 1));
      return { draw_id: request.params.id, numbers: [...numbers].sort((a, b) => a - b) };
    },
  );
}
