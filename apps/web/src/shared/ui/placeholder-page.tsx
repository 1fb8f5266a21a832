import { Link } from 'react-router';
import { useDocumentMeta } from '../seo/use-document-meta';
import { buttonStyles } from './button-styles';
import { PageContainer } from './page-container';
import { PageHeading } from './page-heading';

/** A screen whose full version arrives with a later issue: its heading and a way to keep shopping. */
export function PlaceholderPage({ title, text }: { title: string; text: string }) {
  useDocumentMeta(title);
  return (
    <PageContainer>
      <PageHeading>{title}</PageHeading>
      <p className="mt-3 max-w-prose text-navy-600">{text}</p>
      <Link to="/products" className={`${buttonStyles.primary} mt-6`}>
        Browse Products
      </Link>
    </PageContainer>
  );
}
