import { PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '@souq/shared/schemas/admin-csv';
import { aedCell, imagesCell, safeText, yesNo } from './csv-cells';
import type { ExportedProduct } from './csv-export-repo';

/** A product's rows in the products file: one per size, in colour then size order (read-product-row.ts reads them back). */
export function productCsvRows(product: ExportedProduct): string[][] {
  const own = {
    SKU: product.sku,
    Name: safeText(product.name),
    Description: safeText(product.description),
    'Name (Arabic)': safeText(product.nameAr),
    'Description (Arabic)': safeText(product.descriptionAr),
    Category: product.category,
    'Sub-category': product.subCategory,
    'Price (AED)': aedCell(product.priceFils),
    'Discount %': String(product.discount),
    'Flash sale': yesNo(product.flashsale),
    'Flash discount %': String(product.flashDiscount),
    Bestseller: yesNo(product.bestseller),
    'Best of kids': yesNo(product.bestofkids),
    'Product images': imagesCell(product.images),
    Archived: yesNo(product.archivedAt !== null),
  };
  return product.variants.flatMap((colour) =>
    colour.sizes.map((size) => {
      const row: Record<ProductCsvColumn, string> = {
        ...own,
        Colour: safeText(colour.colorName),
        'Colour (Arabic)': safeText(colour.colorNameAr),
        'Colour images': imagesCell(colour.images),
        Size: size.size,
        'Sub-SKU': size.subSku,
        Stock: String(size.stock),
      };
      return PRODUCT_CSV_COLUMNS.map((column) => row[column]);
    }),
  );
}
