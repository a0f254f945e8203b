/** Tables of the catalogue area (products, programmes and plans, bundles, plan discounts, promotions, registration forms, shop items, lottery quick pick). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CatalogueTables {}
