import { Text } from '@react-email/components';
import { formatOrderDate } from '@souq/shared/orders/order-labels';
import { formatAed } from '@souq/shared/pricing/money';
import { TAX_DOCUMENT_TITLES, type TaxDocumentContent } from '@souq/shared/schemas/tax-documents';
import type { MailContext } from './mail-context';
import { MailLayout, paragraph } from './mail-layout';

const titleOf = (document: TaxDocumentContent) => TAX_DOCUMENT_TITLES[document.kind][document.invoiceType].en;

/** "Your tax invoice INV-2026-000001 for order LS-100231". */
export function taxDocumentSubject(document: TaxDocumentContent): string {
  return `Your ${titleOf(document).toLowerCase()} ${document.number} for order ${document.orderNumber}`;
}

/** A tax invoice or credit note, attached as its PDF; the e-mail says what it is and for how much. */
export function TaxDocumentMail({
  context,
  document,
}: {
  context: MailContext;
  document: TaxDocumentContent;
}) {
  const title = titleOf(document);
  const issued = formatOrderDate(document.issuedAt);
  return (
    <MailLayout
      context={context}
      preview={`${title} ${document.number}`}
      heading={`${title} ${document.number}`}
    >
      <Text style={paragraph}>Hi {document.buyer.name},</Text>
      {document.credit ? (
        <Text style={paragraph}>
          Attached is our credit note {document.number} of {issued} for order {document.orderNumber}. It
          corrects invoice {document.credit.invoiceNumber} by {formatAed(document.totals.grossFils)} (VAT{' '}
          {formatAed(document.totals.vatFils)}): {document.credit.reason}
        </Text>
      ) : (
        <Text style={paragraph}>
          Attached is the {title.toLowerCase()} {document.number} of {issued} for your order{' '}
          {document.orderNumber}: {formatAed(document.totals.grossFils)}
          {document.invoiceType === 'not_registered'
            ? '.'
            : `, VAT included ${formatAed(document.totals.vatFils)}.`}
        </Text>
      )}
      <Text style={paragraph}>
        You can download it again at any time from My Orders at {context.publicUrl}/orders.
      </Text>
    </MailLayout>
  );
}
