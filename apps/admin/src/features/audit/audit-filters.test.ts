import { describe, expect, it } from 'vitest';
import { auditFiltersFromSearch, NO_AUDIT_FILTERS, searchFromAuditFilters } from './audit-filters';

const STAFF_ID = '6f1c2b9e-8a7d-4c3b-9e2f-1a2b3c4d5e6f';
const read = (query: string) => auditFiltersFromSearch(new URLSearchParams(query));

describe('audit filters in the address', () => {
  it('reads nothing as the first page of everything', () => {
    expect(read('')).toEqual({ page: 1 });
    expect(NO_AUDIT_FILTERS).toEqual({ page: 1 });
  });

  it('reads the entity, the member and the page', () => {
    expect(read(`entity=order&staff=${STAFF_ID}&page=2`)).toEqual({
      entity: 'order',
      staff: STAFF_ID,
      page: 2,
    });
  });

  it('drops what the api would refuse, alone', () => {
    expect(read('entity=order&staff=not-an-id&page=-1')).toEqual({ entity: 'order', page: 1 });
  });

  it('writes back what it reads', () => {
    const filters = { entity: 'staff', staff: STAFF_ID, page: 3 };
    expect(read(searchFromAuditFilters(filters).slice(1))).toEqual(filters);
    expect(searchFromAuditFilters({ page: 1 })).toBe('');
  });
});
