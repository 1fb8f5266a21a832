import { adminProductListResponseSchema } from '@souq/shared/schemas/admin-products';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, withQuery } from '@/shared/api/api-client';
import type { ProductFilters } from '../product-filters';
import { productKeys } from './product-query-keys';

export const getProducts = (filters: ProductFilters, signal?: AbortSignal) =>
  apiRequest(withQuery('/api/admin/products', filters), { schema: adminProductListResponseSchema, signal });

export const productsQueryOptions = (filters: ProductFilters) =>
  queryOptions({
    queryKey: productKeys.list(filters),
    queryFn: ({ signal }) => getProducts(filters, signal),
    // The grid keeps the page it shows while the next filter's answer comes, instead of blanking.
    placeholderData: keepPreviousData,
  });

export const useProducts = (filters: ProductFilters) => useQuery(productsQueryOptions(filters));
