import {
  bestOfKids,
  bestSellers,
  filterProducts,
  type SortOrder,
  sortProducts,
} from '@souq/shared/catalog/product-lists';
import {
  PRODUCT_PAGE_DEFAULT_LIMIT,
  type ProductCollection,
  productPageSearch,
} from '@souq/shared/catalog/product-page-params';
import type { Product, ProductListResponse } from '@souq/shared/schemas/product';
import type { ProductPageResponse } from '@souq/shared/schemas/product-page';
import type { ProductPageQuery } from '@souq/shared/schemas/product-page-query';
import { EncodedBody } from '../../lib/encoded-body';

/** Distinct page queries kept encoded per snapshot; past this the oldest is dropped. */
const MAX_CACHED_PAGES = 200;

const COLLECTIONS: Record<ProductCollection, (products: readonly Product[]) => Product[]> = {
  // The spec's lone-flash-product repeat is a display rule; the page lists each product once.
  flash: (products) => products.filter((p) => p.flashsale),
  bestofkids: bestOfKids,
  bestseller: bestSellers,
};

/**
 * The whole catalogue as one immutable value, newest first (the spec's list order). Everything derived
 * from it (sorted orders, the encoded list, encoded pages) is made once, on first use, and lives exactly as
 * long as this version of the catalogue.
 */
export class CatalogSnapshot {
  private readonly byId: Map<string, Product>;
  private readonly sorted = new Map<SortOrder, readonly Product[]>();
  private readonly pages = new Map<string, EncodedBody>();
  private listBody: EncodedBody | undefined;

  constructor(readonly products: readonly Product[]) {
    this.byId = new Map(products.map((p) => [p._id, p]));
  }

  product(id: string): Product | undefined {
    return this.byId.get(id);
  }

  /** `GET /api/product/list`: every product, serialised once. */
  list(): EncodedBody {
    if (!this.listBody) {
      const body: ProductListResponse = { success: true, products: [...this.products] };
      this.listBody = new EncodedBody(body);
    }
    return this.listBody;
  }

  /** `GET /api/products`: one page, encoded once per distinct query. */
  page(query: ProductPageQuery): EncodedBody {
    const key = productPageSearch(query);
    let body = this.pages.get(key);
    if (!body) {
      body = new EncodedBody(this.pageOf(query));
      if (this.pages.size >= MAX_CACHED_PAGES) {
        const oldest = this.pages.keys().next();
        if (!oldest.done) this.pages.delete(oldest.value);
      }
      this.pages.set(key, body);
    }
    return body;
  }

  private pageOf(query: ProductPageQuery): ProductPageResponse {
    const limit = query.limit ?? PRODUCT_PAGE_DEFAULT_LIMIT;
    const page = query.page ?? 1;
    let matches = this.inOrder(query.sort ?? 'relevant');
    if (query.collection) matches = COLLECTIONS[query.collection](matches);
    if (query.ids) {
      const wanted = new Set(query.ids);
      matches = matches.filter((p) => wanted.has(p._id));
    }
    if (query.category?.length || query.search) {
      matches = filterProducts(matches, { categories: query.category ?? [], search: query.search ?? '' });
    }
    const start = (page - 1) * limit;
    return {
      success: true,
      products: matches.slice(start, start + limit),
      page,
      limit,
      total: matches.length,
      totalPages: Math.ceil(matches.length / limit),
    };
  }

  private inOrder(order: SortOrder): readonly Product[] {
    if (order === 'relevant') return this.products;
    let sorted = this.sorted.get(order);
    if (!sorted) {
      sorted = sortProducts(this.products, order);
      this.sorted.set(order, sorted);
    }
    return sorted;
  }
}
