/** Tables of the commerce area (shopping cart, discount codes, checkouts, payments, orders and receipts, payment methods and arrears). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CommerceTables {}
