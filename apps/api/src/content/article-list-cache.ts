import { ClubStoreCache } from '../clubs/club-store-cache';
import type { ArticlePage } from './article-repository';

export interface ArticleListQueryKey {
  readonly type: string;
  readonly page: number;
  readonly perPage: number;
}

/**
 * The pages of club article lists this instance answered lately (the home asks for one on every
 * visit). One cache for the public list and the back office's editor: publishing or taking down
 * an article forgets the club's pages at once, so the next load lists the change; the lifetime
 * only bounds what another instance's publication takes to show here.
 */
export class ArticleListCache {
  readonly #pages: ClubStoreCache<ArticlePage>;

  constructor(ttlMs: number) {
    this.#pages = new ClubStoreCache<ArticlePage>({ ttlMs });
  }

  get(
    accountId: number,
    query: ArticleListQueryKey,
    load: () => Promise<ArticlePage>,
  ): Promise<ArticlePage> {
    // The store answers null only for a load that did: this one always answers a page.
    return this.#pages.get(
      `${accountId}:${query.type}:${query.page}:${query.perPage}`,
      load,
    ) as Promise<ArticlePage>;
  }

  /** Every kept page of every club's lists is read afresh next time. */
  forgetAll(): void {
    this.#pages.invalidateAll();
  }

  /** Every kept page of the club's lists is read afresh next time. */
  forgetClub(accountId: number): void {
    const prefix = `${accountId}:`;
    this.#pages.invalidateWhere((key) => key.startsWith(prefix));
  }
}
