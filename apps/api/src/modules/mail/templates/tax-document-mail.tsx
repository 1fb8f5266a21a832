import { Text } from '@react-email/components';
import { TAX_DOCUMENT_TITLES, type TaxDocumentContent } from '@souq/shared/schemas/tax-documents';
import type { LocalMail } from './mail-context';
import { MailLayout, paragraph } from './mail-layout';

const titleOf = (mail: LocalMail, document: TaxDocumentContent) =>
  TAX_DOCUMENT_TITLES[document.kind][document.invoiceType][mail.locale];

/** "Your tax invoice INV-2026-000001 for order LS-100231". */
export function taxDocumentSubject(mail: LocalMail, document: TaxDocumentContent): string {
  return mail.text.taxDocument.subject(titleOf(mail, document), document.number, document.orderNumber);
}

/** A tax invoice or credit note, attached as its PDF; the e-mail says what it is and for how much. */
export function TaxDocumentMail({ mail, document }: { mail: LocalMail; document: TaxDocumentContent }) {
  const { taxDocument } = mail.text;
  const title = titleOf(mail, document);
  const issued = mail.text.date(document.issuedAt);
  const heading = `${title} ${document.number}`;
  return (
    <MailLayout mail={mail} preview={heading} heading={heading}>
      <Text style={paragraph}>{taxDocument.greeting(document.buyer.name)}</Text>
      <Text style={paragraph}>
        {document.credit
          ? taxDocument.credit({
              number: document.number,
              issued,
              orderNumber: document.orderNumber,
              invoiceNumber: document.credit.invoiceNumber,
              grossFils: document.totals.grossFils,
              vatFils: document.totals.vatFils,
              reason: document.credit.reason,
            })
          : taxDocument.invoice({
              title,
              number: document.number,
              issued,
              orderNumber: document.orderNumber,
              grossFils: document.totals.grossFils,
              vatFils: document.invoiceType === 'not_registered' ? null : document.totals.vatFils,
            })}
      </Text>
      <Text style={paragraph}>{taxDocument.downloadAgain(mail.page('/orders'))}</Text>
    </MailLayout>
  );
}
