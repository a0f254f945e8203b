import { ErrorBody } from '@touchline/contracts';
import type { AreaOptions } from '../http/area-options';
import { createProductReader, type ProductReader } from './product-repository';

/** The error answers every catalogue route may give. */
export const ERROR_RESPONSES = { 400: ErrorBody, 404: ErrorBody } as const;

/** What the catalogue's route modules share. */
export interface CatalogueContext extends AreaOptions {
  readonly products: ProductReader;
}

export function createCatalogueContext(options: AreaOptions): CatalogueContext {
  return {
    ...options,
    products: createProductReader(options.db, options.config.publicUrl),
  };
}
